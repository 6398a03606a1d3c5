import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { ProductCard } from '@/ui/catalogue/product-card';
import { LazyQuickView } from '@/ui/catalogue/lazy-quick-view';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { useChosenItems } from '@/ui/content/blocks/use-chosen-items';
import { blockHead } from './story-styles';
import { LIST_NAMES } from '@/domain/analytics/list-names';

const look = css`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
    gap: 2.5rem;
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  ${media.lg} {
    aspect-ratio: 4 / 5;
    position: sticky;
    top: 6rem;
  }
`;

const side = css`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const products = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Below the picture, the full width holds three cards; beside it, from 1024px, two. */
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2rem 1.25rem;
  }
`;

/**
 * docs/product.md#content-blocks shop the look: a styled picture with the products of the look
 * beside it (below it on phones), each a product card with its quick add to cart and quick view.
 * The products are exactly those the editors chose (`products`), in their order, fetched in one
 * search (docs/decisions/0094-products-the-editor-chose.md).
 */
export const ShopTheLookBlock = observer(function ShopTheLookBlock(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const { items, loading } = useChosenItems(blok);
  const image = assetField(blok, 'image');
  const headline = textField(blok, 'headline') || t('Shop_The_Look_Label');
  const text = textField(blok, 'text');
  return (
    <section className={look} aria-label={headline} aria-busy={loading}>
      {image ? (
        <ContentPicture
          className={picture}
          image={image}
          sizes={imageSizes({ lg: '58vw' }, '100vw')}
          width={800}
          height={1000}
        />
      ) : null}
      <div className={side}>
        <div className={blockHead}>
          <h2>{headline}</h2>
          {text ? <p>{text}</p> : null}
        </div>
        <ul className={products} aria-label={t('Shop_The_Look_Products')}>
          {items.map((item, position) => (
            <li key={`${item.id}:${item.selectedVariantId}`}>
              <ProductCard item={item} position={position} listName={LIST_NAMES.shopTheLook} />
            </li>
          ))}
        </ul>
      </div>
      <LazyQuickView items={items} />
    </section>
  );
});
