import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from './render-shop';

describe('the shop in a browser-like DOM', () => {
  it('shows a Swedish shopper the start page in Swedish, in the Swedish market', async () => {
    const user = userEvent.setup();
    await renderShop('/se');
    expect(await screen.findByRole('heading', { name: 'Tallrikar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marknad' }));
    expect(screen.getByRole('button', { name: 'Sverige (SEK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  });

  it('moves to Norway, in English, when the shopper picks it', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se');
    await user.click(await screen.findByRole('button', { name: 'Marknad' }));
    await user.click(screen.getByRole('button', { name: 'Norge (NOK)' }));
    expect(await screen.findByRole('heading', { name: 'Plates' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no');
    await user.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.getByRole('button', { name: 'Norway (NOK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('switches the language and keeps the country', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se');
    await user.click(await screen.findByRole('button', { name: 'Marknad' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Plates' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en');
  });

  it('lists every market with its currency', async () => {
    const user = userEvent.setup();
    await renderShop('/no');
    await user.click(await screen.findByRole('button', { name: 'Market' }));
    const countries = screen.getByRole('region', { name: 'Country' });
    const options = within(countries)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(options.slice(0, 3)).toEqual(['Sweden (SEK)', 'Norway (NOK)', 'Germany (EUR)']);
    expect(options).toContain('United States (USD)');
  });

  it('sends the bare address to the default market', async () => {
    const { router } = await renderShop('/');
    expect(await screen.findByRole('heading', { name: 'Tallrikar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se');
  });

  it('opens a category whose path is not ASCII, as its menu link writes it', async () => {
    const { router } = await renderShop('/se/servering/sk%C3%A5lar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skålar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se/servering/sk%C3%A5lar');
  });

  it('says an unknown page could not be found, with the 404 story’s way home', async () => {
    const user = userEvent.setup();
    await renderShop('/no/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/no',
    );
    await user.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.getByRole('button', { name: 'Norway (NOK)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
