/** The site's page a page's add-to-cart form posts to (docs/product.md#before-scripts). */
export const CART_FORM_SEGMENT = 'cart';

/** Where a page's add-to-cart form posts in `site` (its formatted prefix, `se-en`). */
export const cartFormPath = (site: string) => `/${site}/${CART_FORM_SEGMENT}`;

/** The checkout's query naming how an add posted without scripts ended, when it did not add. */
export const ADDED_PARAM = 'added';
