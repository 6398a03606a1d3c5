import { css, cx } from '@linaria/core';
import { LAZY_LOAD_THRESHOLD_PX, imageLoading } from '@/domain/images/image-loading';
import { productImageSrcset, productImageUrl } from '@/domain/images/srcset';
import { preloadPicture, useHighPriority } from '@/ui/shared/first-picture';
import { useNearViewport } from '@/ui/shared/use-near-viewport';

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: #f1ece4;
`;

export interface ProductImageProps {
  readonly src: string;
  readonly alt: string;
  /** Zero-based list position: the first 8 load eagerly (docs/product.md#constants-and-limits). */
  readonly position: number;
  /** The CSS `sizes` the srcset is chosen by. */
  readonly sizes: string;
  readonly className?: string;
}

/**
 * A product picture through the image CDN's product widths (docs/product.md#other-calls,
 * docs/product.md#constants-and-limits). Past the first 8 positions its source is set once it comes
 * within 150 px of the viewport (docs/product.md#constants-and-limits).
 */
export function ProductImage(props: ProductImageProps) {
  const srcSet = productImageSrcset(props.src);
  const loading = imageLoading(props.position);
  const [ref, near] = useNearViewport(loading === 'lazy', LAZY_LOAD_THRESHOLD_PX);
  // A list's or gallery's first picture is often the page's largest paint.
  const high = useHighPriority(props.position === 0);
  const src = productImageUrl(props.src);
  if (high) preloadPicture({ href: src, srcSet: srcSet || undefined, sizes: props.sizes });
  return (
    <img
      ref={ref}
      className={cx(picture, props.className)}
      src={near ? src : undefined}
      srcSet={near && srcSet !== '' ? srcSet : undefined}
      sizes={srcSet === '' ? undefined : props.sizes}
      alt={props.alt}
      width={800}
      height={800}
      loading={loading}
      fetchPriority={high ? 'high' : undefined}
      decoding="async"
    />
  );
}
