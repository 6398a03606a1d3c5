import { act, screen } from '@testing-library/react';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutOrderStore } from '@/application/cart/checkout-order.store';
import { SiteStore } from '@/application/site/site.store';
import { UiStore } from '@/application/shared/ui.store';
import { isHiddenLine } from '@/domain/cart/cart-lines';
import type { Product, ProductItem } from '@/domain/catalogue/product';
import { itemStock } from '@/domain/stock/item-stock';
import { renderShop } from '../render-shop';

export interface StockedItem {
  readonly product: Product;
  readonly item: ProductItem;
  readonly stock: number;
}

/**
 * The whole shop at `url` (memory mode) with `items` seeded items in the cart, each of them in
 * stock well above what was added (so the quantity drop-down has room), none of them hidden.
 */
export async function shopWithCart(url: string, items = 1, quantity = 1) {
  const shop = await renderShop(url);
  // The layout is up once the page's first landmark is.
  await screen.findByRole('main');
  const { container } = shop;
  const marketId = container.get(SiteStore).current?.market.id;
  const products = await container.get<CatalogueGateway>(CatalogueGateway).products();
  const stocked: StockedItem[] = products
    .flatMap((product) =>
      product.items.map((item) => ({ product, item, stock: itemStock(item, marketId) })),
    )
    .filter(({ stock, item }) => stock >= 5 && !isHiddenLine(item))
    .slice(0, items);
  const cart = container.get(CartStore);
  for (const { item } of stocked) {
    await act(() => cart.addItem(item.id, quantity));
  }
  return {
    ...shop,
    cart,
    checkout: container.get(CheckoutOrderStore),
    ui: container.get(UiStore),
    stocked,
  };
}

/** Opens the slide-in cart as the header's cart button does. */
export function openCart(ui: UiStore): void {
  act(() => ui.openCart());
}
