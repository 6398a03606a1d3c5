import { tableSettingModule } from '@/application/table-setting/table-setting.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ItemPickerStore } from '@/application/table-setting/item-picker.store';
import { TableSettingStore } from '@/application/table-setting/table-setting.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { TableSettingCategory } from '@/domain/content/table-setting-block';
import { isInStock } from '@/domain/stock/stock-rules';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { isMobileViewport } from './is-mobile-viewport';
import { searchViewId, slotId } from './slot-id';
import { imageUrl } from '@/domain/images/image-url';

const view = css`
  display: grid;
  gap: 1rem;
  scroll-margin-top: 5rem;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  h3 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 400;
  }
`;

const back = css`
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &:hover {
    border-color: ${colors.ink};
  }
`;

const results = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    max-height: 34rem;
    overflow-y: auto;
  }
`;

const choice = css`
  display: grid;
  gap: 0.2rem;
  width: 100%;
  height: 100%;
  padding: 0 0 0.6rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  text-align: left;
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    margin-bottom: 0.4rem;
    background: #f1eee8;
  }
  span {
    padding: 0 0.6rem;
  }
  &:hover,
  &[aria-pressed='true'] {
    border-color: ${colors.ink};
  }
  &[aria-pressed='true'] {
    box-shadow: inset 0 0 0 1px ${colors.ink};
  }
`;

const muted = css`
  color: ${tones.muted};
`;

const soldOut = css`
  color: ${tones.error};
`;

/**
 * docs/product.md#table-setting and Item picker: the search view of the open category — what
 * it offers, each with its price and an out-of-stock label where it has none — with the go-back
 * control. Choosing one puts it on the table; on mobile that returns to the list.
 */
export const TableSettingSearch = observer(function TableSettingSearch(props: {
  readonly uid: string;
  readonly category: TableSettingCategory;
}) {
  const { uid, category } = props;
  const tool = useStore(TableSettingStore, tableSettingModule);
  const picker = useStore(ItemPickerStore, tableSettingModule);
  const { t } = useStore(TranslationStore);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isMobileViewport()) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [category.id]);

  const returnToPlate = () => document.getElementById(slotId(uid, category.id))?.focus();
  const goBack = () => {
    tool.goBack();
    returnToPlate();
  };
  const choose = (itemId: string) => {
    tool.select(category.id, itemId, { onMobile: isMobileViewport() });
    if (!tool.isOpen(category.id)) returnToPlate();
  };

  const title = t('Table_Setting_Choose', { category: category.label.toLocaleLowerCase() });
  return (
    <section ref={ref} id={searchViewId(uid)} className={view} aria-label={title}>
      <header>
        <h3>{title}</h3>
        <button type="button" className={back} onClick={goBack}>
          <span aria-hidden="true">← </span>
          {t('Table_Setting_Go_Back')}
        </button>
      </header>
      {tool.searchStatus === 'error' ? (
        <p role="alert" className={soldOut}>
          {t('Table_Setting_Load_Error')}
        </p>
      ) : tool.searchStatus !== 'success' ? (
        <p className={muted} aria-busy="true">
          {t('Table_Setting_Loading')}
        </p>
      ) : tool.searchResults.length === 0 ? (
        <p className={muted}>{t('Table_Setting_No_Results')}</p>
      ) : (
        <ul className={results}>
          {tool.searchResults.map((candidate) => {
            const inStock = isInStock(candidate.stock);
            const price = tool.priceText(candidate.price);
            const name = [candidate.name, candidate.colour, candidate.size, price]
              .concat(inStock ? [] : [t('Out_Of_Stock')])
              .filter(Boolean)
              .join(', ');
            return (
              <li key={candidate.itemId}>
                <button
                  type="button"
                  className={choice}
                  aria-label={name}
                  aria-pressed={picker.isSelected(category.id, candidate.itemId)}
                  onClick={() => choose(candidate.itemId)}
                >
                  {candidate.imageUrl && (
                    <img
                      src={imageUrl(candidate.imageUrl, 320)}
                      alt=""
                      width={800}
                      height={800}
                      loading="lazy"
                    />
                  )}
                  <span>{candidate.name}</span>
                  <span className={muted}>
                    {[candidate.colour, candidate.size].filter(Boolean).join(', ')}
                  </span>
                  <span>{price}</span>
                  {!inStock && <span className={soldOut}>{t('Out_Of_Stock')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
