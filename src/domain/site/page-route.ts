/**
 * docs/product.md#route-lookup: what the backend's route endpoint says a path is. The shop's seed
 * uses three components — `page` (a content story, `id` its slug), `category` (`id` the category
 * path) and `product` (`id` the product's URL key) — but a real backend may name others, so
 * the UI decides what an unknown one shows.
 */
export interface PageRoute {
  readonly component: string;
  readonly id: string;
  /**
   * The page's canonical path after the site prefix, without surrounding slashes (the form
   * `routeLookupPath` gives), so looking it up finds this route again.
   */
  readonly url: string;
}
