import { css } from '@linaria/core';
import { TranslationStore } from '@/application/site/translation.store';
import type { ProductImage as Picture } from '@/domain/catalogue/product';
import { useStore } from '@/ui/shared/container-context';
import { ProductImage } from '@/ui/catalogue/product-image';
import { colors } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';

/** Swipes sideways on a phone; two columns from 768 px. */
const gallery = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 88%;
  gap: 0.5rem;
  margin: 0 -1rem;
  padding: 0 1rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;
  li {
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
  ${media.md} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    margin: 0;
    padding: 0;
    overflow: visible;
  }
`;

/**
 * docs/product.md#product-page gallery: every picture, through the image CDN's product
 * widths.
 */
export function ProductGallery(props: { readonly media: readonly Picture[] }) {
  const { t } = useStore(TranslationStore);
  return (
    // A phone swipes it sideways; the keyboard scrolls it once it has focus (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (axe scrollable-region-focusable)
    <ul className={gallery} aria-label={t('Product_Gallery')} tabIndex={0}>
      {props.media.map((picture, position) => (
        <li key={picture.url}>
          <ProductImage
            src={picture.url}
            alt={picture.alt}
            position={position}
            sizes={imageSizes({ lg: '30vw', md: '45vw' }, '88vw')}
          />
        </li>
      ))}
    </ul>
  );
}
