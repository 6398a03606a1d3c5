import type { OrderAddress } from '@/domain/account/order-address';
import type { Cart, CartItem, Order } from '@/domain/cart/cart';
import type { CartCheckout } from '@/domain/cart/checkout';
import type { ProductPrice } from '@/domain/catalogue/product';
import type { SiteMarket } from '@/domain/market/market-resolution';
import { roundToHundredths } from '@/domain/money/amount-format';
import { isDiscounted } from '@/domain/money/price-display';
import { formatPrice } from '@/domain/money/price-format';
import type { CartCatalogue, CatalogueEntry } from './cart-catalogue';
import { cartProduct } from './cart-product-of-entry';
import type { StoredCart, StoredLine } from './cart-state';
import { pricedDelivery } from './delivery-pricing';
import { seededShipping, seededVatRates, seededVouchers } from './seed/checkout.seed';

/** The sums behind a cart's totals, for the order a payment turns it into. */
interface Amounts {
  readonly itemsTotal: number;
  readonly discount: number;
  readonly shipping: number;
  readonly grandTotal: number;
}

export interface PricedCart {
  readonly cart: Cart;
  readonly amounts: Amounts;
}

/** An item's price in a pricelist; none when the pricelist does not sell it. */
export function priceOf(entry: CatalogueEntry, pricelistId: string): ProductPrice | undefined {
  const prices = entry.product.pricesByPricelist;
  return Object.hasOwn(prices, pricelistId) ? prices[pricelistId] : undefined;
}

/**
 * The cart as the fake backend answers it, priced in the cart's market: line prices from the
 * pricelist, the best voucher percent off the lines' sum (vouchers do not stack), and shipping
 * at the chosen delivery option's price — the standard one free from the currency's threshold or
 * with a free-shipping voucher (docs/decisions/0097-delivery-options-and-free-shipping.md); an
 * empty cart has nothing to deliver, so no options and no shipping.
 */
export function priceCart(
  stored: StoredCart,
  market: SiteMarket,
  catalogue: CartCatalogue,
): PricedCart {
  const write = (amount: number) => formatPrice(amount, market.pricelist.currency, market.site);
  const items = stored.lines.map((line) => viewLine(line, market, catalogue, write));
  const itemsTotal = roundToHundredths(
    items.reduce((sum, item) => sum + item.priceEachAsNumber * item.quantity, 0),
  );
  const vouchers = seededVouchers.filter((voucher) => stored.vouchers.includes(voucher.code));
  const percentOff = Math.max(0, ...vouchers.map((voucher) => voucher.percentOff));
  const discount = roundToHundredths((itemsTotal * percentOff) / 100);
  const currency = market.pricelist.currency.code;
  const country = stored.site.country.toUpperCase();
  const rate = seededShipping[currency];
  const shipsFree =
    rate === undefined ||
    vouchers.some((voucher) => voucher.freeShipping) ||
    itemsTotal - discount >= rate.freeFrom;
  const deliveryOptions =
    items.length === 0
      ? []
      : pricedDelivery({
          country,
          currency,
          language: market.site.language,
          shipsFree,
          wanted: stored.fields.deliveryOption,
          write,
        });
  const shipping = deliveryOptions.find((option) => option.chosen)?.priceAsNumber ?? 0;
  const grandTotal = roundToHundredths(itemsTotal - discount + shipping);
  const cart: Cart = {
    items,
    totals: {
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      shippingPrice: write(shipping),
      shippingPriceAsNumber: shipping,
      grandTotalPrice: write(grandTotal),
      itemsTotalPriceAsNumber: itemsTotal,
      totalDiscountPrice: write(discount),
      totalDiscountPriceAsNumber: discount,
      grandTotalPriceAsNumber: grandTotal,
    },
    vouchers: stored.vouchers,
    currency,
    checkout: {
      country,
      language: stored.site.language,
      email: stored.email,
      fields: stored.fields,
    },
    deliveryOptions,
  };
  return { cart, amounts: { itemsTotal, discount, shipping, grandTotal } };
}

/**
 * docs/product.md#orders: what a completed payment of this cart leaves; tax is the VAT in the
 * total. The address and email are those given at checkout; the delivery is the option chosen,
 * at the price the cart charged for it.
 */
export function orderOf(priced: PricedCart, order: string): Order {
  const { cart, amounts } = priced;
  const vat = seededVatRates[cart.checkout?.country ?? ''] ?? 0;
  return {
    order,
    currency: cart.currency ?? '',
    items: cart.items,
    totals: {
      grandTotalPriceAsNumber: amounts.grandTotal,
      totalDiscountPriceAsNumber: amounts.discount,
      grandTotalPriceTaxAsNumber: roundToHundredths((amounts.grandTotal * vat) / (1 + vat)),
      shippingPriceAsNumber: amounts.shipping,
    },
    address: cart.checkout && addressOf(cart.checkout),
    delivery: {
      name: cart.deliveryOptions?.find((option) => option.chosen)?.name,
      price: cart.totals.shippingPrice,
      priceAsNumber: cart.totals.shippingPriceAsNumber,
    },
  };
}

/**
 * The order's address from what the checkout gave: its address fields and the cart's email (the
 * one the confirmation goes to); none when the shopper gave neither.
 */
function addressOf(checkout: CartCheckout): OrderAddress | undefined {
  const given = checkout.fields.address ?? {};
  const email = checkout.email ?? given.email;
  if (email === undefined && Object.keys(given).length === 0) return undefined;
  return {
    firstName: given.firstName ?? '',
    lastName: given.lastName ?? '',
    email: email ?? '',
    phoneNumber: given.phoneNumber ?? '',
    street: given.street ?? '',
    city: given.city ?? '',
    state: given.state ?? '',
    country: given.country ?? checkout.country,
    zipCode: given.zipCode ?? '',
  };
}

function viewLine(
  line: StoredLine,
  market: SiteMarket,
  catalogue: CartCatalogue,
  write: (amount: number) => string,
): CartItem {
  const entry = catalogue.find(line.item);
  const price = entry && priceOf(entry, market.pricelist.id);
  if (!entry || !price) throw new Error(`Cart line ${line.line} holds unsold item ${line.item}`);
  const { product, item } = entry;
  const language = market.site.language;
  return {
    item: item.id,
    line: line.line,
    sku: item.sku,
    quantity: line.quantity,
    size: item.size,
    productName: product.name[language],
    brandName: product.brandName,
    priceEachAsNumber: price.priceAsNumber,
    totalPrice: write(roundToHundredths(price.priceAsNumber * line.quantity)),
    totalPriceBeforeDiscount: write(
      roundToHundredths(price.priceBeforeDiscountAsNumber * line.quantity),
    ),
    anyDiscount: isDiscounted(price),
    product: cartProduct(entry, language),
  };
}
