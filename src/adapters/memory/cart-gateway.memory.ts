import { OVER_STOCK_STATUS } from '@/adapters/shared/cart-refusals';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { GatewayError, type GatewayErrorDetails } from '@/application/shared/gateway-error';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Cart, CartAddition } from '@/domain/cart/cart';
import type { CheckoutFields, PaymentForm } from '@/domain/cart/checkout';
import type { PaymentResult, PaymentReturn } from '@/domain/cart/payment-result';
import { resolveMarket, type SiteMarket } from '@/domain/market/market-resolution';
import { keptDeliveryChoice } from '@/domain/cart/delivery-options';
import { isNewsletterEmail } from '@/domain/marketing/email-format';
import type { Site } from '@/domain/site/site';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { seededCartCatalogue, type CartCatalogue } from './cart-catalogue';
import { fakePaymentForm } from './cart-payment-form';
import { CartState, type StoredCart } from './cart-state';
import { orderOf, priceCart, priceOf, type PricedCart } from './cart-view';
import { offeredDelivery } from './delivery-pricing';
import { seededVouchers } from './seed/checkout.seed';
import { seededMarkets, seededPricelists } from './seed/markets.seed';
import { seededSiteMarket, siteMarketOf } from './seed/site-market';

/**
 * The commerce backend's cart over the seeded catalogue (docs/product.md#commerce-backend
 * `/cart/…`): stock per market, prices from the cart's pricelist, vouchers, shipping and orders.
 * One `CartState` is one shopper's cart; the browser's fake keeps it in storage, the stub backend
 * one per cart token.
 */
export class MemoryCartGateway implements CartGateway {
  constructor(
    private readonly site: SiteContext,
    private readonly state: CartState = new CartState(),
    private readonly catalogue: CartCatalogue = seededCartCatalogue(),
  ) {}

  async create(): Promise<Cart> {
    return this.save(this.fresh()).cart;
  }

  async get(): Promise<Cart> {
    return this.priced(this.current()).cart;
  }

  async addItem(itemId: string, quantity = 1): Promise<CartAddition> {
    assertQuantity(quantity, 1);
    const cart = this.current();
    const market = this.marketOf(cart.site);
    const entry = this.catalogue.find(itemId);
    if (!entry || !priceOf(entry, market.pricelist.id)) {
      throw refusal(404, 'item', `Item ${itemId} is not sold here`);
    }
    // The commerce backend refuses an add over its stock as well (a 409): the fake plays that
    // refusal with the shop's own rule, so a stale stock on the page meets it as it would live.
    const held = cart.lines.find((line) => line.item === itemId);
    const checked = checkAddToCart({
      requested: quantity,
      inCart: held?.quantity ?? 0,
      stock: stockOf(entry.item.stockByMarket, market),
    });
    if (!checked.ok) {
      const { available } = checked.error;
      throw overStock(`Only ${available} more of item ${itemId} can be added`, available);
    }
    const line = held?.line ?? lineId(cart.linesOpened + 1);
    const lines = held
      ? cart.lines.map((each) => (each === held ? { ...each, quantity: checked.value } : each))
      : [...cart.lines, { line, item: itemId, quantity }];
    const saved = this.save({ ...cart, lines, linesOpened: cart.linesOpened + (held ? 0 : 1) });
    const added = saved.cart.items.find((item) => item.line === line);
    if (!added) throw new Error(`Line ${line} went missing`);
    return { cart: saved.cart, line: added };
  }

  async updateQuantity(lineId: string, quantity: number): Promise<Cart> {
    assertQuantity(quantity, 0);
    const cart = this.current();
    const held = cart.lines.find((line) => line.line === lineId);
    if (!held) throw refusal(404, 'line', `The cart has no line ${lineId}`);
    if (quantity === 0) {
      return this.save({ ...cart, lines: cart.lines.filter((line) => line !== held) }).cart;
    }
    const entry = this.catalogue.find(held.item);
    const stock = entry ? stockOf(entry.item.stockByMarket, this.marketOf(cart.site)) : 0;
    if (quantity > stock) throw overStock(`Only ${stock} of item ${held.item} in stock`, stock);
    const lines = cart.lines.map((line) => (line === held ? { ...line, quantity } : line));
    return this.save({ ...cart, lines }).cart;
  }

  async addVoucher(code: string): Promise<Cart> {
    const wanted = code.trim().toUpperCase();
    const voucher = seededVouchers.find((candidate) => candidate.code === wanted);
    if (!voucher) throw refusal(400, 'voucher', `Voucher ${code} is not valid`);
    const cart = this.current();
    if (cart.vouchers.includes(voucher.code)) return this.priced(cart).cart;
    return this.save({ ...cart, vouchers: [...cart.vouchers, voucher.code] }).cart;
  }

  async removeVoucher(code: string): Promise<Cart> {
    const wanted = code.trim().toUpperCase();
    const cart = this.current();
    if (!cart.vouchers.includes(wanted)) {
      throw refusal(404, 'voucher', `Voucher ${code} is not applied`);
    }
    return this.save({ ...cart, vouchers: cart.vouchers.filter((each) => each !== wanted) }).cart;
  }

  async checkoutUpdate(countryCode?: string, email?: string): Promise<Cart> {
    let cart = this.current();
    if (countryCode !== undefined) {
      const site = sellingSite({ ...cart.site, country: countryCode.toLowerCase() });
      cart = this.movedTo({ ...cart, site });
    }
    if (email !== undefined) cart = { ...cart, email: checkedEmail(email) };
    return this.save(cart).cart;
  }

  /**
   * Replaces the fields whole; a delivery option the cart's country and currency do not offer is
   * refused (docs/product.md#delivery-options).
   */
  async checkoutFields(fields: CheckoutFields): Promise<Cart> {
    const cart = this.current();
    const wanted = fields.deliveryOption;
    if (wanted !== undefined && !this.offeredIds(cart).includes(wanted)) {
      throw refusal(400, 'deliveryOption', `Delivery option ${wanted} is not offered here`);
    }
    return this.save({ ...cart, fields }).cart;
  }

  async paymentFields(): Promise<PaymentForm> {
    const priced = this.priced(this.current());
    if (priced.cart.items.length === 0) throw refusal(400, 'cart', 'The cart is empty');
    return fakePaymentForm(priced.cart);
  }

  async paymentResult(result: PaymentReturn): Promise<PaymentResult> {
    const cart = this.current();
    const priced = this.priced(cart);
    if (priced.cart.items.length === 0) throw refusal(400, 'cart', 'The cart is empty');
    if (result.success !== true && result.success !== 'true') return {};
    const order = orderOf(priced, this.state.nextOrderNumber());
    this.save(emptyCart(cart.site));
    return { order };
  }

  async setEmail(email: string): Promise<Cart> {
    return this.save({ ...this.current(), email: checkedEmail(email) }).cart;
  }

  async setCountryLanguage(): Promise<Cart> {
    return this.save(this.movedTo({ ...this.current(), site: sellingSite(this.site.site) })).cart;
  }

  /**
   * A cart moved to another market keeps at most what that market has in stock, and no line it
   * has none of (docs/decisions/0023-fake-commerce-rules.md: stock is per market,
   * docs/product.md#cart-data; a line over stock cannot be bought), and its delivery choice only
   * where it is offered.
   */
  private movedTo(stored: StoredCart): StoredCart {
    const market = this.marketOf(stored.site);
    const lines = stored.lines.flatMap((line) => {
      const entry = this.catalogue.find(line.item);
      const quantity = Math.min(
        line.quantity,
        entry ? stockOf(entry.item.stockByMarket, market) : 0,
      );
      return quantity > 0 ? [{ ...line, quantity }] : [];
    });
    return { ...stored, lines, fields: this.withOfferedDelivery(stored) };
  }

  /**
   * docs/product.md#delivery-options: a cart moved to a country that does not offer its chosen
   * delivery option forgets the choice, and so has the default.
   */
  private withOfferedDelivery(stored: StoredCart): CheckoutFields {
    const { deliveryOption, ...rest } = stored.fields;
    const kept = keptDeliveryChoice(deliveryOption, this.offeredIds(stored));
    return kept === undefined ? rest : { ...rest, deliveryOption: kept };
  }

  private offeredIds(stored: StoredCart): string[] {
    const { currency } = this.marketOf(stored.site).pricelist;
    return offeredDelivery(stored.site.country.toUpperCase(), currency.code).map(({ id }) => id);
  }

  /** The shopper's cart; the first call without one starts it, as the HTTP side does. */
  private current(): StoredCart {
    return this.state.read() ?? this.save(this.fresh()).stored;
  }

  private fresh(): StoredCart {
    return emptyCart(sellingSite(this.site.site));
  }

  private save(stored: StoredCart): PricedCart & { readonly stored: StoredCart } {
    const priced = this.priced(stored);
    this.state.write(stored);
    return { ...priced, stored };
  }

  private priced(stored: StoredCart): PricedCart {
    return priceCart(stored, this.marketOf(stored.site), this.catalogue);
  }

  /** The shop's own market when the cart is on the shop's site, else the seeded one. */
  private marketOf(site: Site): SiteMarket {
    const { country, language } = this.site.site;
    const same = site.country === country.toLowerCase() && site.language === language;
    return same ? siteMarketOf(this.site) : seededSiteMarket(site);
  }
}

function emptyCart(site: Site): StoredCart {
  return { site, lines: [], vouchers: [], fields: {}, linesOpened: 0 };
}

/**
 * docs/product.md#cart-and-checkout: a cart can only move to a country that is in both a market and
 * a pricelist.
 */
function sellingSite(site: Site): Site {
  const wanted = { ...site, country: site.country.toLowerCase() };
  if (resolveMarket(wanted, seededMarkets, seededPricelists).ok) return wanted;
  throw refusal(400, 'country', `Country ${site.country} is not sold to`);
}

function stockOf(stockByMarket: Readonly<Record<string, number>>, market: SiteMarket): number {
  const { id } = market.market;
  return Object.hasOwn(stockByMarket, id) ? (stockByMarket[id] ?? 0) : 0;
}

function lineId(count: number): string {
  return count.toString(16).padStart(8, '0');
}

function assertQuantity(quantity: number, min: number): void {
  if (!Number.isInteger(quantity) || quantity < min) {
    throw refusal(400, 'quantity', `Quantity must be a whole number of at least ${min}`);
  }
}

function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!isNewsletterEmail(trimmed)) throw refusal(400, 'email', `${email} is not an email`);
  return trimmed;
}

/** docs/product.md#errors Add to cart over stock, with how many pieces could still be had. */
function overStock(message: string, available: number): GatewayError {
  return new GatewayError(
    'cart/over-stock',
    message,
    refusalDetails(OVER_STOCK_STATUS, 'quantity', message, { available }),
  );
}

/** A refusal without a kind of its own, as the commerce backend words it. */
function refusal(status: number, field: string, message: string): GatewayError {
  return new GatewayError('status', message, refusalDetails(status, field, message));
}

/** The backend's status and its JSON `errors` body, as the HTTP adapter passes them on. */
function refusalDetails(
  status: number,
  field: string,
  message: string,
  extra: Readonly<Record<string, number>> = {},
): GatewayErrorDetails {
  return { status, responseText: JSON.stringify({ errors: { [field]: message }, ...extra }) };
}
