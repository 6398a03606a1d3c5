import 'reflect-metadata';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CartStore } from '@/application/cart/cart.store';
import { SearchStore } from '@/application/search/search.store';
import { UiStore } from '@/application/shared/ui.store';
import { StartUp } from '@/application/site/start-up';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/shared/container-context';
import { ProductList } from '@/ui/catalogue/product-list';
import { categoryQuery } from '@/ui/catalogue/category-page/category-query';

/** The product list block alone, over a query of `limit` items a page, in English. */
async function renderList(limit: number, headlineLevel: 1 | 2 = 2) {
  const container = await createContainer({ adapters: 'memory' });
  await container.get(StartUp).run({ pathname: '/se-en', search: '', query: {} });
  await container.get(SearchStore).run(categoryQuery('servering', limit, 'list'));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ProductList
          queryName="list"
          headline="Serving"
          headlineLevel={headlineLevel}
          description="Plates and bowls"
        />
      ),
    },
  ]);
  render(
    <ContainerProvider resolver={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return container;
}

describe('the product list block (docs/product.md#product-list-item)', () => {
  it('shows the headline, the description and the first page, then loads more', async () => {
    const user = userEvent.setup();
    await renderList(2);
    expect(screen.getByRole('heading', { name: 'Serving' })).toBeInTheDocument();
    expect(screen.getByText('Plates and bowls')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  });

  it('names its cards one heading level below its headline, skipping none', async () => {
    await renderList(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Serving' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').tagName),
    ).toEqual(['H3', 'H3']);
    cleanup();
    await renderList(2, 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Serving' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').tagName),
    ).toEqual(['H2', 'H2']);
  });

  it('lays out fewer cards than a row holds as a row of just that many', async () => {
    const grid = () => screen.getAllByRole('article')[0]?.closest('ul');
    await renderList(2);
    expect(grid()).toHaveAttribute('data-few');
    expect(grid()?.style.getPropertyValue('--cards')).toBe('2');
    cleanup();
    await renderList(4);
    expect(grid()).not.toHaveAttribute('data-few');
  });

  it('loads images eagerly for the first 8 positions only', async () => {
    await renderList(10);
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(images.slice(0, 8).every((img) => img?.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(8).every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('opens the filter panel from the filter button', async () => {
    const user = userEvent.setup();
    const container = await renderList(4);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(container.get(UiStore).isFilterOpen).toBe(true);
  });

  it('adds a one-size item in the quantity chosen, and swaps colours with the swatches', async () => {
    const user = userEvent.setup();
    const container = await renderList(4);
    const card = screen.getAllByRole('article')[0]!;
    const swatches = within(card).getAllByRole('button', { name: /^Colour: / });
    expect(swatches.length).toBeLessThanOrEqual(4);
    await user.click(swatches[1]!);
    expect(swatches[1]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    expect(within(card).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(within(card).getByRole('button', { name: /^Add to cart/ }));
    const cart = container.get(CartStore);
    await waitFor(() => expect(cart.itemCount).toBe(2));
    expect(await within(card).findByRole('button', { name: 'Added!' })).toBeInTheDocument();
  });

  it('fetches a product when its name is pointed at or focused, not on a data-saving connection (docs/product.md#other-calls)', async () => {
    const user = userEvent.setup();
    const container = await renderList(4);
    const fetched = vi.spyOn(container.get<CatalogueGateway>(CatalogueGateway), 'productByUri');
    const cards = await screen.findAllByRole('article');
    const nameLink = (index: number) =>
      within(cards[index] as HTMLElement)
        .getAllByRole('link')
        .at(-1) as HTMLElement;
    await user.hover(nameLink(0));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    nameLink(2).focus();
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(2));
    // The browser's own connection information (NavigatorConnection) now says: save data.
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'connection');
    });
    nameLink(1).focus();
    await user.hover(nameLink(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
