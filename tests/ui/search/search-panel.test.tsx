import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchPanelStore } from '@/application/search/search-panel.store';
import { UiStore } from '@/application/shared/ui.store';
import { renderShop } from '../render-shop';

const SLOW = { timeout: 4000 };

async function openPanel(url: string, name = 'Search') {
  const shop = await renderShop(url);
  await screen.findByRole('main', {}, SLOW);
  await act(() => shop.container.get(SearchPanelStore).open());
  const dialog = await screen.findByRole('dialog', { name });
  return { ...shop, dialog };
}

describe('the search panel', { timeout: 15_000 }, () => {
  it('shows the 3 latest items before anything is typed', async () => {
    const { dialog } = await openPanel('/se-en');
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    const latest = await within(dialog).findByRole('region', { name: 'Latest arrivals' }, SLOW);
    expect(within(latest).getAllByRole('link')).toHaveLength(3);
  });

  it('suggests and lists products as the shopper types, and opens a product page', async () => {
    const user = userEvent.setup();
    const { dialog, router, container } = await openPanel('/se-en');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'plate');
    const products = await within(dialog).findByRole('region', { name: 'Products' }, SLOW);
    const links = within(products).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(6);
    expect(within(links[0] as HTMLElement).getByText(/plate/i)).toBeInTheDocument();
    const suggestions = within(dialog).getByRole('region', { name: 'Suggestions' });
    expect(within(suggestions).getAllByRole('button').length).toBeLessThanOrEqual(4);

    await user.click(links[0] as HTMLElement);
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/se-en\/[a-z0-9-]+$/),
      SLOW,
    );
    expect(container.get(UiStore).isSearchOpen).toBe(false);
  });

  it('goes to the results page on Enter', async () => {
    const user = userEvent.setup();
    const { dialog, router } = await openPanel('/se-en');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'deep plate{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en/search'));
    expect(router.state.location.search).toBe('?q=deep%20plate');
    expect(
      await screen.findByRole('heading', { level: 1, name: '“deep plate”' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('searches for a clicked suggestion', async () => {
    const user = userEvent.setup();
    const { dialog, router } = await openPanel('/se', 'Sök');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Sök' }), 'tallrik');
    const suggestions = await within(dialog).findByRole('region', { name: 'Förslag' }, SLOW);
    const first = within(suggestions).getAllByRole('button')[0] as HTMLElement;
    const value = first.textContent ?? '';
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/se/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(value);
  });

  it('closes on its close button and on Escape', async () => {
    const user = userEvent.setup();
    const { container } = await openPanel('/se-en');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(container.get(UiStore).isSearchOpen).toBe(false);
    await act(() => container.get(SearchPanelStore).open());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(container.get(UiStore).isSearchOpen).toBe(false));
  });
});
