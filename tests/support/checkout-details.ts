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

/** The same shopper's delivery address, as the checkout sends it (`PUT /cart/checkout-fields/`). */
export const SWEDISH_ADDRESS = {
  firstName: 'Astrid',
  lastName: 'Lind',
  phoneNumber: '070 123 45 67',
  street: 'Storgatan 1',
  zipCode: '263 38',
  city: 'Höganäs',
  state: '',
  country: 'SE',
} as const;

/** The shopper's details as the checkout keeps them for the tab's session (`checkout-details`). */
export const KEPT_CHECKOUT_DETAILS = JSON.stringify({
  email: 'astrid@example.com',
  ...SWEDISH_ADDRESS,
});
