import fc from 'fast-check';

/** A stock count, from sold out (even oversold) to well past every cap. */
export const stock = fc.integer({ min: -3, max: 40 });

/** A quantity a shopper asks for: at least one piece. */
export const requested = fc.integer({ min: 1, max: 40 });

/** Pieces of an item already in the cart. */
export const inCart = fc.integer({ min: 0, max: 40 });

/** A quantity selector's value, from the hotspot's 0 upwards. */
export const selectorQuantity = fc.integer({ min: 0, max: 40 });

/** A restock sign-up list of item ids. */
export const itemId = fc.stringMatching(/^[0-9]{1,4}$/);
export const signUps = fc.uniqueArray(itemId, { maxLength: 5 });
