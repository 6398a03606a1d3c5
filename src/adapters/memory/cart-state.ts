import * as z from 'zod/mini';
import { checkoutAddressSchema } from '@/adapters/shared/checkout-address-schema';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import { readStoredJson } from '@/adapters/shared/stored-json';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import type { CheckoutFields } from '@/domain/cart/checkout';
import { LANGUAGES, type Site } from '@/domain/site/site';
import { FIRST_ORDER_NUMBER, ORDER_NUMBER_PREFIX } from './seed/checkout.seed';

/** One line as the fake backend keeps it: prices and texts are worked out when it is read. */
export interface StoredLine {
  readonly line: string;
  readonly item: string;
  readonly quantity: number;
}

/** A cart as the fake backend keeps it. */
export interface StoredCart {
  /** The country (lower case) and language the cart is priced and written for. */
  readonly site: Site;
  readonly lines: readonly StoredLine[];
  /** Applied voucher codes, upper case, in the order applied. */
  readonly vouchers: readonly string[];
  readonly email?: string | undefined;
  readonly fields: CheckoutFields;
  /** How many lines the cart has opened, so line ids are never reused. */
  readonly linesOpened: number;
}

/**
 * Where the browser's fake backend keeps the last order number it gave, so an order placed after
 * a reload gets a number of its own, as a real backend's would (orders survive as the cart does).
 */
export const LAST_ORDER_NUMBER_KEY = 'lastOrderNumber';

/**
 * Order numbers counted up from the seeded first one; shared by every cart of a backend and, with
 * storage, kept across reloads.
 */
export class OrderNumbers {
  private last = FIRST_ORDER_NUMBER - 1;

  constructor(private readonly storage?: KeyValueStorage | undefined) {}

  take(): string {
    // Read afresh: an earlier page, or another tab, may have taken some meanwhile.
    const stored = Number(this.storage?.get(LAST_ORDER_NUMBER_KEY));
    if (Number.isSafeInteger(stored) && stored > this.last) this.last = stored;
    this.last += 1;
    this.storage?.set(LAST_ORDER_NUMBER_KEY, String(this.last));
    return `${ORDER_NUMBER_PREFIX}${this.last}`;
  }
}

export interface CartStateOptions {
  /** Where the cart survives a reload (key `cart`); none keeps it in memory only. */
  readonly storage?: KeyValueStorage | undefined;
  readonly orderNumbers?: OrderNumbers | undefined;
}

/**
 * The one cart a fake commerce backend holds for one shopper. Kept apart from the gateway so
 * the stub backend can hold one per cart token while each request goes through the gateway's
 * rules, and so the browser's fake can keep its cart in storage.
 */
export class CartState {
  private cart: StoredCart | undefined;
  private readonly storage: KeyValueStorage | undefined;
  private readonly orderNumbers: OrderNumbers;

  constructor(options: CartStateOptions = {}) {
    this.storage = options.storage;
    this.orderNumbers = options.orderNumbers ?? new OrderNumbers(options.storage);
    this.cart = restore(this.storage?.get(CART_STORAGE_KEY));
  }

  /**
   * The cart as stored now: with storage, read afresh each time, because the browser's tabs share
   * it as they share a real backend's cart, and one tab's change must reach the others.
   */
  read(): StoredCart | undefined {
    if (this.storage) this.cart = restore(this.storage.get(CART_STORAGE_KEY)) ?? this.cart;
    return this.cart;
  }

  write(cart: StoredCart): void {
    this.cart = cart;
    this.storage?.set(CART_STORAGE_KEY, JSON.stringify(cart));
  }

  nextOrderNumber(): string {
    return this.orderNumbers.take();
  }
}

const storedCartSchema = z.object({
  site: z.object({ country: z.string(), language: z.enum(LANGUAGES) }),
  lines: z.array(z.object({ line: z.string(), item: z.string(), quantity: z.number() })),
  vouchers: z.array(z.string()),
  email: z.optional(z.string()),
  fields: z.object({
    address: z.optional(checkoutAddressSchema),
    newsletter: z.optional(z.boolean()),
    comment: z.optional(z.string()),
    deliveryOption: z.optional(z.string()),
  }),
  linesOpened: z.number(),
});

/** A cart stored by an earlier visit; anything unreadable counts as no cart. */
function restore(text: string | undefined): StoredCart | undefined {
  return readStoredJson(storedCartSchema, text);
}
