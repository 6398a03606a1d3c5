import { shopFinderModule } from '@/application/shop-finder/shop-finder.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ShopFinderStore } from '@/application/shop-finder/shop-finder.store';
import { TranslationStore } from '@/application/site/translation.store';
import { SHOP_FINDER_COLUMN_PX } from '@/ui/styles/layout';
import { textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { ShopAccordion } from './shop-accordion';
import { ShopMapPanel } from './shop-map-panel';

const section = css`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: ${SHOP_FINDER_COLUMN_PX.normal}px minmax(0, 1fr);
    align-items: stretch;
    gap: 2rem;
  }
  ${media.xl} {
    grid-template-columns: ${SHOP_FINDER_COLUMN_PX.wide}px minmax(0, 1fr);
  }
`;

const side = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;

const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${typeScale.sectionTitle};
  font-weight: 400;
`;

const filter = css`
  width: 100%;
  box-sizing: border-box;
  padding: 0.85rem 1rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
`;

const count = css`
  margin: 0;
  color: ${tones.muted};
  font-size: 0.875rem;
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.line};
`;

/**
 * docs/product.md#store-finder: a text filter with the editors' placeholder, the matching shops as
 * accordions, and the map — beside the list from 1024 px, below it on smaller screens.
 */
export const ShopFinderBlock = observer(function ShopFinderBlock(props: BlockProps) {
  const finder = useStore(ShopFinderStore, shopFinderModule);
  const { t } = useStore(TranslationStore);
  const headline = textField(props.blok, 'headline') || t('Store_Finder_Title');
  const placeholder = textField(props.blok, 'placeholder') || t('Store_Finder_Filter');
  const shops = finder.shops;
  return (
    <section className={section} aria-label={headline}>
      <div className={side}>
        <h2 className={title}>{headline}</h2>
        <input
          className={filter}
          aria-label={t('Store_Finder_Filter')}
          type="search"
          placeholder={placeholder}
          value={finder.filterText}
          onChange={(event) => finder.setFilter(event.target.value)}
        />
        <p className={count} role="status">
          {shops.length === 0 && finder.filterText.trim() !== ''
            ? t('Store_Finder_No_Results', { query: finder.filterText.trim() })
            : shops.length === 1
              ? t('Store_Finder_Count_One')
              : t('Store_Finder_Count', { count: shops.length })}
        </p>
        <ul className={list} aria-label={t('Store_Finder_Stores_Label')}>
          {shops.map((shop) => (
            <ShopAccordion
              key={shop.id}
              shop={shop}
              open={finder.selectedId === shop.id}
              onToggle={finder.select}
            />
          ))}
        </ul>
      </div>
      <ShopMapPanel />
    </section>
  );
});
