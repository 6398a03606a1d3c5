import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { blockOption, DISPLAY_SIZES } from '@/domain/editorial/block-option';
import { useStore } from '@/ui/shared/container-context';
import { LazyQuickView } from '@/ui/catalogue/lazy-quick-view';
import { ProductCard } from '@/ui/catalogue/product-card';
import { scrollStrip, StripButtons, useScrollStrip } from '@/ui/shared/scroll-strip';
import { media } from '@/ui/styles/breakpoints';
import { SLIDER_COLUMNS } from '@/ui/styles/layout';
import { tones } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { useChosenItems } from '@/ui/content/blocks/use-chosen-items';

const GAP = '1.25rem';

/** The title's size per display size, as in the single product's display. */
const slider = css`
  --title: 2rem;
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  &[data-size='xs'] {
    --title: 1.375rem;
  }
  &[data-size='sm'] {
    --title: 1.625rem;
  }
  &[data-size='lg'] {
    --title: 2.5rem;
  }
  &[data-size='xl'] {
    --title: 3rem;
  }
`;

const head = css`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: calc(var(--title) * 0.8);
    font-weight: 400;
    line-height: 1.15;
    ${media.lg} {
      font-size: var(--title);
    }
  }
  p {
    margin: 0.5rem 0 0;
    color: ${tones.muted};
    font-size: 1.0625rem;
  }
`;

/**
 * A card and a half on a phone, two and a half from 620px, and from 1024px four grid columns
 * (docs/product.md#constants-and-limits), more scrolling on.
 */
const strip = css`
  && {
    gap: ${GAP};
  }
  > li {
    flex-basis: 64%;
    ${media.sm} {
      flex-basis: calc((100% - 2 * ${GAP}) / 2.5);
    }
    ${media.lg} {
      flex-basis: calc(
        (100% - ${SLIDER_COLUMNS.productDisplay - 1} * ${GAP}) / ${SLIDER_COLUMNS.productDisplay}
      );
    }
  }
`;

/**
 * docs/product.md#content-blocks product display with several products: the title and subtitle
 * over a slider of the products the editors chose, in their order, each a product card with its
 * quick add and quick view; previous and next buttons step one card.
 */
export const ProductDisplaySlider = observer(function ProductDisplaySlider(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const { items, loading } = useChosenItems(blok);
  const { list, can, measure, step } = useScrollStrip(items.length);
  // The cards arrive after the strip: whether it can step on is known once they are in.
  useEffect(() => measure(), [items.length, measure]);
  const title = textField(blok, 'title').trim();
  const sub = textField(blok, 'subtitle').trim();
  const size = blockOption(blok.size, DISPLAY_SIZES, 'md');
  return (
    <section
      className={slider}
      data-size={size}
      aria-label={title || t('Product_Display_Products')}
      aria-busy={loading}
    >
      <div className={head}>
        <div>
          {title ? <h2>{title}</h2> : null}
          {sub ? <p>{sub}</p> : null}
        </div>
        <StripButtons
          can={can}
          onStep={step}
          previousLabel={t('Product_Display_Previous')}
          nextLabel={t('Product_Display_Next')}
        />
      </div>
      <ul
        className={cx(scrollStrip, strip)}
        ref={list}
        onScroll={measure}
        aria-label={t('Product_Display_Products')}
      >
        {items.map((item, position) => (
          <li key={`${item.id}:${item.selectedVariantId}`}>
            <ProductCard item={item} position={position} />
          </li>
        ))}
      </ul>
      <LazyQuickView items={items} />
    </section>
  );
});
