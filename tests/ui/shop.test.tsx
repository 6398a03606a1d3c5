import 'reflect-metadata';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from './render-shop';

describe('the shop in a browser-like DOM', () => {
  it('greets a Swedish shopper in Swedish with prices in SEK', async () => {
    await renderShop('/se');
    expect(
      await screen.findByRole('heading', { name: 'Du handlar i Sverige' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Priser i SEK')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('se');
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  });

  it('moves to Norway, in English, when the shopper picks it', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Land' }), 'no');
    expect(
      await screen.findByRole('heading', { name: 'You are shopping in Norway' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prices in NOK')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no');
  });

  it('switches the language and keeps the country', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Språk' }), 'en');
    expect(
      await screen.findByRole('heading', { name: 'You are shopping in Sweden' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en');
  });

  it('lists every market with its currency', async () => {
    await renderShop('/no');
    const country = await screen.findByRole('combobox', { name: 'Country' });
    const options = Array.from(country.querySelectorAll('option')).map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['Sweden (SEK)', 'Norway (NOK)', 'Germany (EUR)']);
    expect(options).toContain('United States (USD)');
  });

  it('sends the bare address to the default market', async () => {
    const { router } = await renderShop('/');
    expect(
      await screen.findByRole('heading', { name: 'Du handlar i Sverige' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se');
  });

  it('says an unknown page could not be found, with a way home', async () => {
    await renderShop('/no/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/no');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('no'),
    );
  });
});
