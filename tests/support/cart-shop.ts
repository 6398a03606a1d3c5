import type { Container } from 'inversify';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CheckoutWidget } from '@/application/cart/checkout-widget.port';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import type { Product, ProductItem } from '@/domain/catalogue/product';
import type { SearchItem } from '@/domain/search/search-item';
import { itemStock } from '@/domain/stock/item-stock';
import { testContainer } from './test-container';

/** A seeded product item with its stock in the shop's market. */
export interface StockedItem {
  readonly product: Product;
  readonly item: ProductItem;
  readonly stock: number;
}

/** A fresh headless shop on the Swedish site, with its catalogue at hand to pick items from. */
export interface CartShop {
  readonly container: Container;
  readonly sites: SiteStore;
  readonly gateway: CartGateway;
  readonly widget: MemoryCheckoutWidget;
  readonly products: readonly Product[];
  /** Every item of the catalogue with its stock, in catalogue order. */
  readonly items: readonly StockedItem[];
  /** The first item whose stock and product match, or a failing test. */
  find(matches: (stock: number, product: Product) => boolean, skip?: number): StockedItem;
}

export async function cartShop(
  options: Parameters<typeof testContainer>[0] = {},
): Promise<CartShop> {
  const container = await testContainer(options);
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const marketId = sites.current?.market.id;
  const widget = container.get<CheckoutWidget>(CheckoutWidget);
  if (!(widget instanceof MemoryCheckoutWidget))
    throw new Error('Expected the fake checkout widget');
  const products = await container.get<CatalogueGateway>(CatalogueGateway).products();
  const items = products.flatMap((product) =>
    product.items.map((item) => ({ product, item, stock: itemStock(item, marketId) })),
  );
  return {
    container,
    sites,
    gateway: container.get<CartGateway>(CartGateway),
    widget,
    products,
    items,
    find(matches, skip = 0) {
      const found = items.filter(({ stock, product }) => matches(stock, product))[skip];
      if (!found) throw new Error('The seeded catalogue has no such item');
      return found;
    },
  };
}

/** The shop's products as the search provider lists them (the first 100): what cards show. */
export async function searchedItems(shop: CartShop): Promise<readonly SearchItem[]> {
  const search = shop.container.get(SearchStore);
  await search.run({ limit: 100 });
  return search.items();
}
