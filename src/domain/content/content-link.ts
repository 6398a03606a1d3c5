/**
 * docs/product.md#pages-and-preview: one story the content service knows, fetched at start-up
 * (docs/product.md#content).
 */
export interface ContentLink {
  readonly id: string;
  readonly uuid: string;
  /** The story's whole path, language folder included (`sv/om-oss`). */
  readonly slug: string;
}
