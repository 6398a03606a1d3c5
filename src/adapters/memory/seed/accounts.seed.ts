import type { AccountDetails } from '@/domain/account/account-details';
import type { OrderAddress } from '@/domain/account/order-address';
import type { CartItem, Order } from '@/domain/cart/cart';
import { seededCartCatalogue } from '@/adapters/memory/cart-catalogue';
import { cartProduct } from '@/adapters/memory/cart-product-of-entry';

/** An account as the fake account service keeps it. */
export interface SeedAccount {
  readonly details: AccountDetails;
  readonly password: string;
  readonly orders: readonly Order[];
}

/** The demo shopper anyone can log in as in memory mode and against the stub backend. */
export const DEMO_SHOPPER = {
  email: 'demo@lera.shop',
  password: 'lera-demo-2026',
  firstName: 'Astrid',
} as const;

const address: OrderAddress = {
  firstName: DEMO_SHOPPER.firstName,
  lastName: 'Lindqvist',
  email: DEMO_SHOPPER.email,
  phoneNumber: '+46 70 123 45 67',
  city: 'Göteborg',
  state: '',
  country: 'SE',
  zipCode: '413 01',
  street: 'Vasagatan 12',
};

/** Items of the seeded catalogue, under the names they were sold as. */
type Goods = Pick<CartItem, 'item' | 'sku' | 'size' | 'productName' | 'brandName'>;

const PLATE: Goods = {
  item: '1001-1',
  sku: 'LERA-MIDDAGSTALLRIK-SAND',
  size: '27 cm',
  productName: 'Tallrik Sand 27 cm',
  brandName: 'Lera',
};
const BOWL: Goods = {
  item: '1014-1',
  sku: 'LERA-SKAL-OCEAN',
  size: '15 cm',
  productName: 'Skål Havsblå 15 cm',
  brandName: 'Lera',
};
const TABLECLOTH: Goods = {
  item: '1050-1',
  sku: 'LERA-LINNEDUK-SAND-150X250',
  size: '150x250',
  productName: 'Linneduk 150x250',
  brandName: 'Lera',
};

/** `1180` → `1 180 kr`, as the commerce backend words Swedish prices. */
const sek = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+$)/g, ' ')} kr`;

/** One order line as seeded: what, how many, the price paid and the price before discount. */
type SeedLine = readonly [goods: Goods, quantity: number, price: number, was?: number];

function toItem(
  orderId: string,
  [goods, quantity, price, was = price]: SeedLine,
  index: number,
): CartItem {
  // The product as the backend sends it with a cart line, so a past order shows its pictures.
  const entry = seededCartCatalogue().find(goods.item);
  return {
    ...goods,
    ...(entry ? { product: cartProduct(entry, 'sv') } : {}),
    line: `${orderId}-${index + 1}`,
    quantity,
    priceEachAsNumber: price,
    totalPrice: sek(price * quantity),
    totalPriceBeforeDiscount: sek(was * quantity),
    anyDiscount: was > price,
  };
}

function order(
  id: string,
  date: string,
  status: string,
  lines: readonly SeedLine[],
  shipping: number,
): Order {
  const sum = (of: (line: SeedLine) => number) => lines.reduce((total, l) => total + of(l), 0);
  const grand = sum(([, quantity, price]) => quantity * price) + shipping;
  return {
    order: id,
    currency: 'SEK',
    items: lines.map((seedLine, index) => toItem(id, seedLine, index)),
    date,
    status,
    address,
    totals: {
      grandTotalPriceAsNumber: grand,
      totalDiscountPriceAsNumber: sum(
        ([, quantity, price, was = price]) => quantity * (was - price),
      ),
      // Swedish prices include 25 % VAT, which is a fifth of the gross.
      grandTotalPriceTaxAsNumber: grand / 5,
      shippingPriceAsNumber: shipping,
    },
  };
}

/** The demo shopper's three past orders, oldest first. */
const demoOrders: readonly Order[] = [
  order(
    'LR-100231',
    '2025-11-03T09:14:00Z',
    'delivered',
    [
      [PLATE, 4, 295],
      [BOWL, 1, 195],
    ],
    49,
  ),
  order('LR-100587', '2026-01-14T18:40:00Z', 'shipped', [[TABLECLOTH, 1, 716, 895]], 0),
  order(
    'LR-101044',
    '2026-03-02T07:05:00Z',
    'processing',
    [
      [BOWL, 6, 195],
      [PLATE, 2, 295],
    ],
    0,
  ),
];

/** The accounts the fake account service starts with: the demo shopper alone. */
export const seededAccounts: readonly SeedAccount[] = [
  {
    details: {
      email: DEMO_SHOPPER.email,
      firstName: DEMO_SHOPPER.firstName,
      lastName: address.lastName,
      phoneNumber: address.phoneNumber,
      city: address.city,
      country: address.country,
      zipCode: address.zipCode,
    },
    password: DEMO_SHOPPER.password,
    orders: demoOrders,
  },
];
