import { css, cx } from '@linaria/core';
import { imageLoading } from '../../../domain/images/image-loading';
import { productImageSrcset, productImageUrl } from '../../../domain/images/srcset';

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
  /** Zero-based list position: the first 8 load eagerly (SPEC §9). */
  readonly position: number;
  /** The CSS `sizes` the srcset is chosen by. */
  readonly sizes: string;
  readonly className?: string;
}

/** A product picture through the image CDN's product widths (SPEC §7 Other, §9). */
export function ProductImage(props: ProductImageProps) {
  const srcSet = productImageSrcset(props.src);
  return (
    <img
      className={cx(picture, props.className)}
      src={productImageUrl(props.src)}
      srcSet={srcSet === '' ? undefined : srcSet}
      sizes={srcSet === '' ? undefined : props.sizes}
      alt={props.alt}
      width={800}
      height={800}
      loading={imageLoading(props.position)}
      // Issue 9: a list's or gallery's first picture is often the page's largest paint.
      fetchPriority={props.position === 0 ? 'high' : undefined}
      decoding="async"
    />
  );
}
