/**
 * The commerce platform's answers as its Checkout API documentation shows them, and as the shop's
 * own backend passes them on. Sources: Centra's API documentation, github.com/centrahq/
 * api-documentation at 1f77c6254a221917be2e2c093b134d91924d19e1 (the last commit with the pages;
 * later renamed `docs.md_moved`), pages/05.api-references/03.checkout-api/03.order-flow/docs.md
 * ("Create selection", "Receipt - payment result") and 02.api-reference/04.user-accounts/docs.md
 * ("When you are logged in, the response JSON contains a "loggedIn" object"). Every example there
 * writes `false` for a total it has nothing for; none shows a discount as text.
 *
 * The values are the shop's own; the fields the platform writes and the way it writes them are the
 * documentation's: ids as text (`"1-1"`, `"61"`), prices as text with a non-breaking space beside
 * `…AsNumber` numbers, `size: ""` for one size, `media: []` for no pictures (an empty map written
 * as a list), `address1`/`address2` for the street, and `false` for an absent discount or tax.
 *
 * The shop's backend reshapes a selection (docs/product.md#commerce-backend): it lifts `items`
 * and `totals` out of `selection`, writes each line's `productName` and `brandName` from its
 * product, adds `totalPriceBeforeDiscount` and the `_product` details (`mother_sku_value`,
 * `canonicalUri`, stock by market, names by language), gives vouchers as their codes and the
 * delivery options with ids. Those fields are marked "the backend's" below; everything else is
 * as the platform sends it.
 */

const NBSP = '\u00a0';
const sek = (amount: number) => `${amount}.00${NBSP}SEK`;

/** A selection line as the platform writes it, and what the backend adds to it. */
export const SELECTION_LINE = {
  item: '1-1',
  productUrl: null,
  category: null,
  size: '',
  sku: 'LERA-DT-EARTH-1',
  ean: 'ABCDEFGHIJKL',
  quantity: 2,
  line: '0a6d0c85c097bffdd54ad0cac52b3435',
  priceEach: sek(299),
  priceEachAsNumber: 299,
  totalPrice: sek(598),
  totalPriceAsNumber: 598,
  priceEachBeforeDiscount: sek(299),
  priceEachBeforeDiscountAsNumber: 299,
  anyDiscount: false,
  taxPercent: 25,
  product: {
    product: '1',
    name: 'Djup tallrik',
    uri: 'djup-tallrik-earth',
    brandName: 'Lera',
    variantName: 'Earth',
    media: [],
  },
  // The backend's:
  productName: 'Djup tallrik',
  brandName: 'Lera',
  totalPriceBeforeDiscount: sek(598),
  _product: {
    name: 'Djup tallrik',
    mother_sku_value: 'LERA-DT',
    productSku: 'LERA-DT-EARTH',
    canonicalUri: 'djup-tallrik-earth',
    uri: 'djup-tallrik-earth',
    media: [],
    items: [{ item: '1-1', stockByMarket: { '1': 12 } }],
  },
};

/** `selection.totals` of a cart without a discount, word for word the documented fields. */
export const TOTALS_WITHOUT_DISCOUNT = {
  itemsTotalPrice: sek(598),
  itemsTotalPriceAsNumber: 598,
  totalDiscountPrice: false,
  totalDiscountPriceAsNumber: false,
  shippingPrice: sek(49),
  shippingPriceAsNumber: 49,
  handlingCostPrice: sek(0),
  handlingCostPriceAsNumber: 0,
  totalQuantity: 2,
  taxDeducted: false,
  taxDeductedAsNumber: false,
  taxAdded: false,
  taxAddedAsNumber: false,
  taxPercent: 25,
  grandTotalPrice: sek(647),
  grandTotalPriceAsNumber: 647,
  grandTotalPriceTax: `129.40${NBSP}SEK`,
  grandTotalPriceTaxAsNumber: 129.4,
};

/** `GET /cart/`: the selection, flattened by the backend. */
export const CART_WITHOUT_DISCOUNT = {
  token: '0ft2kmhg80tlkgq26fq4840vkp',
  items: [SELECTION_LINE],
  totals: TOTALS_WITHOUT_DISCOUNT,
  currency: 'SEK',
  // The backend's:
  vouchers: [],
  country: 'SE',
  language: 'sv',
};

/** The platform's billing address: the street in `address1` and `address2`. */
export const ORDER_ADDRESS = {
  email: 'astrid@example.se',
  firstName: 'Astrid',
  lastName: 'Lind',
  company: '',
  address1: 'Storgatan 1',
  address2: 'Lgh 1102',
  zipCode: '26331',
  city: 'Höganäs',
  state: '',
  country: 'SE',
  countryName: 'Sweden',
  phoneNumber: '0701234567',
  vatNumber: '',
};

/** An order as the platform writes it: `status` and `date` as text, `false` for no discount. */
export const ORDER = {
  order: '61',
  status: 'progress',
  statusDescription: 'Confirmed',
  message: 'Thank you for your order!',
  date: '2026-11-28 14:42:11',
  currency: 'SEK',
  shippingMethodName: 'PostNord',
  items: [SELECTION_LINE],
  totals: TOTALS_WITHOUT_DISCOUNT,
  address: ORDER_ADDRESS,
  shippingAddress: ORDER_ADDRESS,
  shipments: [],
};

/** `POST /cart/payment-result`: the order wrapped in `order`, as the current docs show it. */
export const PAYMENT_RESULT = { token: '0ft2kmhg80tlkgq26fq4840vkp', order: ORDER };

/** `POST /account/login`: the token and the shopper in `loggedIn`, as the platform answers. */
export const LOGIN_ANSWER = {
  token: 'cstvqilgkdkoijj8ac9fm9o0g0',
  loggedIn: {
    email: 'astrid@example.se',
    firstName: 'Astrid',
    lastName: 'Lind',
    address1: 'Storgatan 1',
    address2: '',
    zipCode: '26331',
    city: 'Höganäs',
    state: '',
    country: 'SE',
    phoneNumber: '0701234567',
  },
};

/**
 * `GET /products/uri/{uri}`: a product in the backend's shape
 * (docs/product.md#products-and-variants) carrying what the platform documents for it: item ids `"{product}-{size}"`, stock
 * and prices keyed by market and pricelist, `[]` for a market whose stock map is empty, and
 * `price: null` for a pricelist the product has no price in (pages/05.api-references/
 * 03.checkout-api/01.introduction/docs.md: "A product without a price inside a pricelist will
 * still be visible … (`price` will be defined as `null`").
 */
export const PRODUCT = {
  product: '24379',
  uri: 'djup-tallrik-earth',
  name: 'Djup tallrik',
  brandName: 'Lera',
  sku: 'LERA-DT-EARTH',
  silkProduct: '26954',
  categories: ['599'],
  media: [{ original: 'https://cdn.example/djup-tallrik-earth.jpg', alt: null }],
  items: {
    '24379-130563': { sku: 'LERA-DT-EARTH-1', name: '', stockByMarket: [] },
  },
  markets: {
    '1': {
      pricesByPricelist: {
        '19': {
          price: `299${NBSP}SEK`,
          priceAsNumber: 299,
          priceBeforeDiscount: `299${NBSP}SEK`,
          priceBeforeDiscountAsNumber: 299,
          discountPercent: 0,
        },
        '20': { price: null },
      },
    },
  },
};
