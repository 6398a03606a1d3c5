import fc from 'fast-check';

/** A variant id as the search provider gives it. */
export const variantId = fc.stringMatching(/^[0-9]{1,4}$/);

/** A stored wishlist: unique variant ids. */
export const wishlist = fc.uniqueArray(variantId, { maxLength: 8 });

/** A wishlist and one of its variants. */
export const wishlistWithMember = fc
  .uniqueArray(variantId, { minLength: 1, maxLength: 8 })
  .chain((ids) => fc.tuple(fc.constant(ids), fc.constantFrom(...ids)));
