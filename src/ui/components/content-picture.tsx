import { imageUrl } from '../../domain/images/image-url';
import { srcset } from '../../domain/images/srcset';
import { safeMediaSrc } from '../../domain/content/safe-url';
import type { ContentImage } from '../../domain/content/story';

/** SPEC §7 Other: the widths a content image is offered at (heroes up to wide desktops). */
const CONTENT_WIDTHS = [390, 640, 960, 1280, 1920] as const;
const CONTENT_QUALITY = 75;

export interface ContentPictureProps {
  readonly image: ContentImage;
  /** The `sizes` attribute: how wide the picture shows (`100vw`, `(min-width: 768px) 50vw, 100vw`). */
  readonly sizes: string;
  /** Its intrinsic size, so the page keeps its place before it loads (no layout shift). */
  readonly width: number;
  readonly height: number;
  /** Eager for what shows at the top of the page (the hero, the LCP), lazy otherwise. */
  readonly eager?: boolean;
  readonly className?: string;
}

/**
 * An image the editors chose, through the image CDN's resizing (SPEC §7) with a `srcset`, its
 * alt text as given (an empty alt marks a decorative picture). An address no picture may come
 * from (`javascript:`, `data:text/html`…: `safeMediaSrc`, issue 8) shows nothing.
 */
export function ContentPicture(props: ContentPictureProps) {
  const { image, sizes, width, height, eager = false, className } = props;
  if (safeMediaSrc(image.filename) === undefined) return null;
  return (
    <img
      className={className}
      src={imageUrl(image.filename, 1280, CONTENT_QUALITY)}
      srcSet={srcset(image.filename, CONTENT_WIDTHS, CONTENT_QUALITY) || undefined}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
