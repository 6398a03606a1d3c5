import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { SearchStore } from '@/application/search/search.store';
import { createContainer } from '@/composition/container';
import { UiStore } from '@/application/shared/ui.store';
import { renderShop } from '../render-shop';

const SLOW = { timeout: 4000 };

describe('the search results page', { timeout: 15_000 }, () => {
  it('heads the results with the query in quotes and lists them', async () => {
    const { container } = await renderShop('/se/search?q=tallrik');
    expect(
      await screen.findByRole('heading', { level: 1, name: '”tallrik”' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.get(SearchStore).items().length).toBeGreaterThan(0), SLOW);
    expect(within(screen.getByRole('main')).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('says so when nothing is found', async () => {
    await renderShop('/se-en/search?q=xyzxyz');
    expect(await screen.findByText('No results. Try another word.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '“xyzxyz”' })).toBeInTheDocument();
  });

  it('goes to the page a query redirects to', async () => {
    const { router } = await renderShop('/se/search?q=kontakt');
    await waitFor(() => expect(router.state.location.pathname).toBe('/se/kontakt'), SLOW);
    expect(router.state.location.search).toBe('');
  });

  it('searches again when q changes', async () => {
    const { router, container } = await renderShop('/se-en/search?q=plate');
    await screen.findByRole('heading', { level: 1, name: '“plate”' }, SLOW);
    await router.navigate('/se-en/search?q=bowl');
    expect(
      await screen.findByRole('heading', { level: 1, name: '“bowl”' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.get(SearchStore).query()?.query.q).toBe('bowl'));
  });
});

describe(
  'the search page’s own field (docs/product.md#search-results)',
  { timeout: 15_000 },
  () => {
    it('holds the query, and a search from it stays on the page with the new results', async () => {
      const user = userEvent.setup();
      const { router, container } = await renderShop('/se-en/search?q=plate');
      const form = await screen.findByRole('search', { name: 'Search the shop' }, SLOW);
      const field = within(form).getByRole('searchbox', { name: 'Search the shop' });
      expect(field).toHaveValue('plate');
      // A plain GET form: it searches before the scripts run, too.
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/se-en/search');
      expect(field).toHaveAttribute('name', 'q');
      await user.clear(field);
      await user.type(field, '  bowl {Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=bowl'), SLOW);
      expect(
        await screen.findByRole('heading', { level: 1, name: '“bowl”' }, SLOW),
      ).toBeInTheDocument();
      await waitFor(() => expect(container.get(SearchStore).query()?.query.q).toBe('bowl'));
      expect(field).toHaveValue('bowl');
    });

    it('shows the query of a search made elsewhere', async () => {
      const { router } = await renderShop('/se/search?q=tallrik');
      const field = await screen.findByRole('searchbox', { name: 'Sök i butiken' }, SLOW);
      expect(
        within(screen.getByRole('search', { name: 'Sök i butiken' })).getByRole('button', {
          name: 'Sök',
        }),
      ).toBeInTheDocument();
      await router.navigate('/se/search?q=sk%C3%A5l');
      await screen.findByRole('heading', { level: 1, name: '”skål”' }, SLOW);
      expect(field).toHaveValue('skål');
    });

    it.each([
      ['/se-en/search', 'What are you looking for?', 'Search the shop'],
      ['/se/search?q=%20%20', 'Vad letar du efter?', 'Sök i butiken'],
    ])('asks what to look for at %s, and searches nothing', async (url, heading, label) => {
      const container = await createContainer({ adapters: 'memory' });
      const search = vi.spyOn(container.get<SearchGateway>(SearchGateway), 'search');
      await renderShop(url, container);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, SLOW),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^[“”]{2}$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: label })).toHaveValue('');
      expect(within(screen.getByRole('main')).queryAllByRole('article')).toEqual([]);
      expect(search).not.toHaveBeenCalled();
    });
  },
);

describe('the filter and sort sidebar', { timeout: 20_000 }, () => {
  async function openFilters() {
    const user = userEvent.setup();
    const shop = await renderShop('/se-en/search?q=plate');
    const search = shop.container.get(SearchStore);
    await waitFor(() => expect(search.facetGroups().length).toBeGreaterThan(0), SLOW);
    // The results come with the route, before the page has drawn them: wait for the button.
    await user.click(await screen.findByRole('button', { name: 'Filter' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    return { ...shop, user, search, dialog };
  }

  it('sorts by price and back to relevance', async () => {
    const { user, search, dialog } = await openFilters();
    expect(within(dialog).getByRole('radio', { name: 'Relevance' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Price: low to high' }));
    expect(search.priceSort()).toBe('asc');
    await waitFor(() => expect(search.isLoading()).toBe(false), SLOW);
    const prices = search.items().map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await user.click(within(dialog).getByRole('radio', { name: 'Price: high to low' }));
    expect(search.priceSort()).toBe('desc');
    await user.click(within(dialog).getByRole('radio', { name: 'Relevance' }));
    expect(search.priceSort()).toBeUndefined();
  });

  it('filters by a colour swatch, shows only in-stock items, and resets', async () => {
    const { user, search, dialog } = await openFilters();
    await user.click(within(dialog).getByRole('button', { name: 'Colour' }));
    const colours = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => !box.hasAttribute('disabled'));
    const swatch = colours.find((box) => box.closest('li')) as HTMLElement;
    const colour = swatch.closest('label')?.textContent ?? '';
    await user.click(swatch);
    expect(search.isFacetValueSelected('search', 'color', colour)).toBe(true);
    await waitFor(() => expect(search.isLoading()).toBe(false), SLOW);
    expect(
      search.items().every((item) => item.variants.some((v) => v.color.includes(colour))),
    ).toBe(true);
    expect(within(dialog).getByRole('button', { name: /Colour/ })).toHaveTextContent('1 selected');

    await user.click(within(dialog).getByRole('checkbox', { name: 'In stock online' }));
    expect(search.isInStockOnline()).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(search.isFacetValueSelected('search', 'color', colour)).toBe(false);
    expect(search.isInStockOnline()).toBe(false);
  });

  it('hides gift-card values from the colours', async () => {
    const { user, dialog } = await openFilters();
    await user.click(within(dialog).getByRole('button', { name: 'Colour' }));
    const names = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');
    expect(names.some((name) => /presentkort|^\d+$/i.test(name))).toBe(false);
  });

  it('names the facets and their values in English from the filter metadata', async () => {
    const { user, dialog } = await openFilters();
    await user.click(within(dialog).getByRole('button', { name: 'Subcategory' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Tallrikar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Plates' }));
    await user.click(within(dialog).getByRole('button', { name: 'Category' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Tableware' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Servering' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', {
        name: 'Remove the filter Plates',
      }),
    ).toBeInTheDocument();
  });

  it('closes on Apply', async () => {
    const { user, container, dialog } = await openFilters();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(container.get(UiStore).isFilterOpen).toBe(false);
  });
});
