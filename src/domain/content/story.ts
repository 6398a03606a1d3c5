/**
 * docs/product.md#content-blocks: one block of a story's tree as the editors built it. Every block
 * has an id and the name of its component (see `CONTENT_BLOCKS`); its other fields are its own and
 * are read by the UI block registered for that name.
 */
export interface Blok {
  readonly _uid: string;
  readonly component: string;
  readonly [field: string]: unknown;
}

/** docs/product.md#content a story of the content service: a page, the 404 page, a size guide, … */
export interface Story {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  /** The last segment of the path (`om-oss`). */
  readonly slug: string;
  /** The whole path, starting with the language folder for translated folders (`sv/om-oss`). */
  readonly fullSlug: string;
  readonly content: Blok;
}

/**
 * docs/product.md#content an image as the content service's asset fields give it (Menu item
 * images).
 */
export interface ContentImage {
  /** The image's address. */
  readonly filename: string;
  readonly alt: string;
}
