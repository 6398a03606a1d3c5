/** A Swedish shopper's checkout details, by the fields' English labels (docs/product.md#checkout-details). */
export const CHECKOUT_DETAILS: readonly (readonly [string, string])[] = [
  ['Email', 'astrid@example.com'],
  ['First name', 'Astrid'],
  ['Last name', 'Lind'],
  ['Phone', '070 123 45 67'],
  ['Street address', 'Storgatan 1'],
  ['Postcode', '263 38'],
  ['City', 'Höganäs'],
];
