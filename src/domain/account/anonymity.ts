/**
 * Who the shopper is, as far as the shop knows yet (docs/product.md#roles-and-permissions):
 * `unknown` while a stored sign-in's account is loading or could not be loaded.
 */
export type Anonymity = 'unknown' | 'anonymous' | 'member';
