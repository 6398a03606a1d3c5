import { imageUrl } from './image-url';

/** docs/product.md#constants-and-limits: text block images' quality and widths. */
export const TEXT_BLOCK_IMAGE = { quality: 90, mobileWidth: 900, desktopWidth: 1900 } as const;

/** The two addresses of a text block's picture: one for phones, one for larger screens. */
export interface TextBlockImage {
  /** 900 px wide: what a phone is given, and the `src` of clients that read nothing else. */
  readonly mobile: string;
  /** 1900 px wide: from the mobile breakpoint up. */
  readonly desktop: string;
}

/**
 * docs/product.md#images: a text block's picture (image plus text) comes at quality 90, 900 px
 * wide on mobile and 1900 px on desktop, rather than the 70–80 of other pictures — it sits beside
 * type and is looked at closely. A file the image service cannot resize is the same address twice.
 */
export function textBlockImage(file: string): TextBlockImage {
  const { quality, mobileWidth, desktopWidth } = TEXT_BLOCK_IMAGE;
  return {
    mobile: imageUrl(file, mobileWidth, quality),
    desktop: imageUrl(file, desktopWidth, quality),
  };
}
