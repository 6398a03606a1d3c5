/** Which stories are the general settings and the 404 page, bound by the composition root. */
export const ContentIds = Symbol('ContentIds');

/**
 * docs/product.md#content-service "cdn/stories/{id} … for general settings and the 404 page": the
 * two ids.
 */
export interface ContentIds {
  readonly settings: string;
  readonly notFound: string;
}

/** The ids of the seeded shop's stories, which the stub backend serves: the default. */
export const SEEDED_CONTENT_IDS: ContentIds = { settings: '410001', notFound: '410002' };
