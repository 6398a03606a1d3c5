import { LAZY_LOAD_THRESHOLD_PX } from '@/domain/images/image-loading';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { safeMediaSrc } from '@/domain/content/safe-url';
import type { ContentImage } from '@/domain/content/story';
import { preloadPicture, useHighPriority } from '@/ui/shared/first-picture';
import { useNearViewport } from '@/ui/shared/use-near-viewport';

/**
 * docs/product.md#other-calls: the widths a content image is offered at (heroes up to wide
 * desktops).
 */
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
 * An image the editors chose, through the image CDN's resizing (docs/product.md#other-calls) with a
 * `srcset`, its alt text as given (an empty alt marks a decorative picture). An address no picture
 * may come from (`javascript:`, `data:text/html`…: `safeMediaSrc`) shows nothing.
 */
export function ContentPicture(props: ContentPictureProps) {
  const { image, sizes, width, height, eager = false, className } = props;
  // docs/product.md#constants-and-limits: a lazy picture gets its source within 150 px of the
  // viewport.
  const [ref, near] = useNearViewport(!eager, LAZY_LOAD_THRESHOLD_PX);
  const safe = safeMediaSrc(image.filename) !== undefined;
  const high = useHighPriority(eager && safe);
  if (!safe) return null;
  const src = imageUrl(image.filename, 1280, CONTENT_QUALITY);
  const srcSet = srcset(image.filename, CONTENT_WIDTHS, CONTENT_QUALITY) || undefined;
  if (high) preloadPicture({ href: src, srcSet, sizes });
  return (
    <img
      ref={ref}
      className={className}
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(high ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

/**
 * A video's poster as the same image service's webp as a content picture
 * (docs/product.md#images). A poster takes one address, no `srcset`: `width` is the widest its
 * box needs on any screen (docs/decisions/0107-a-video-poster-is-one-resized-picture.md). An
 * address no picture may come from gives no poster.
 */
export function contentPosterUrl(
  image: ContentImage | undefined,
  width: number,
): string | undefined {
  const safe = image && safeMediaSrc(image.filename);
  return safe === undefined ? undefined : imageUrl(safe, width, CONTENT_QUALITY);
}
