/** Where a page's add-to-cart form posts (docs/product.md#before-scripts). */
export const cartFormPath = (site: string) => `/${site}/cart`;

/** The checkout's query naming how an add posted without scripts ended, when it did not add. */
export const ADDED_PARAM = 'added';
