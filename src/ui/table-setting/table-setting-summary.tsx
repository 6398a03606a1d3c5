import { tableSettingModule } from '@/application/table-setting/table-setting.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ItemPickerStore } from '@/application/table-setting/item-picker.store';
import { TableSettingStore } from '@/application/table-setting/table-setting.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { primaryButton } from '@/ui/shared/button-styles';
import { colors, tones } from '@/ui/styles/tokens';
import { imageUrl } from '@/domain/images/image-url';

const summary = css`
  display: grid;
  gap: 1.25rem;
  h3 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 400;
  }
`;

const list = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.line};
  li {
    display: grid;
    grid-template-columns: 4rem minmax(0, 1fr) 6.5rem;
    gap: 0.25rem 1rem;
    align-items: center;
    padding: 0.9rem 0;
    border-bottom: 1px solid ${colors.line};
  }
  img {
    grid-row: span 2;
    width: 4rem;
    height: 4rem;
    background: #f1eee8;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

const muted = css`
  color: ${tones.muted};
`;

const soldOut = css`
  color: ${tones.error};
`;

const controls = css`
  display: flex;
  grid-row: span 2;
  gap: 0.5rem;
  align-items: center;
  justify-content: flex-end;
  select {
    min-width: 4rem;
    height: 2.5rem;
    padding: 0 0.5rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: #fff;
    font: inherit;
  }
`;

const remove = css`
  width: 2.25rem;
  height: 2.5rem;
  border: none;
  background: none;
  color: ${tones.muted};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover {
    color: ${colors.ink};
  }
`;

const total = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 1.125rem;
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-weight: 600;
  }
`;

const addButton = css`
  width: 100%;
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

/**
 * docs/product.md#table-setting, docs/product.md#validation, right column: the summary list — each
 * chosen item with its quantity drop-down (0 up to the stock, at most 10) or its out-of-stock label
 * — the Total in the site's currency (out-of-stock items left out) and the add to cart of
 * everything chosen.
 */
export const TableSettingSummary = observer(function TableSettingSummary() {
  const tool = useStore(TableSettingStore, tableSettingModule);
  const picker = useStore(ItemPickerStore, tableSettingModule);
  const { t } = useStore(TranslationStore);
  return (
    <section className={summary} aria-label={t('Table_Setting_Summary')}>
      <h3>{t('Table_Setting_Summary')}</h3>
      {tool.lines.length === 0 ? (
        <p className={muted}>{t('Table_Setting_Empty')}</p>
      ) : (
        <ul className={list}>
          {tool.lines.map(
            ({ slot, candidate, quantity, quantityOptions, isInStock, priceText }) => (
              <li key={slot}>
                <img
                  src={candidate.imageUrl && imageUrl(candidate.imageUrl, 320)}
                  alt=""
                  width={64}
                  height={64}
                />
                <p>{candidate.name}</p>
                <div className={controls}>
                  {isInStock ? (
                    <select
                      aria-label={t('Table_Setting_Quantity_Of', { name: candidate.name })}
                      value={quantity}
                      onChange={(event) => tool.setQuantity(slot, Number(event.target.value))}
                    >
                      {quantityOptions.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span className={soldOut}>{t('Out_Of_Stock')}</span>
                  )}
                  <button
                    type="button"
                    className={remove}
                    aria-label={t('Table_Setting_Remove', { name: candidate.name })}
                    onClick={() => picker.deselect(slot)}
                  >
                    ×
                  </button>
                </div>
                <p className={muted}>
                  {[candidate.colour, candidate.size].filter(Boolean).join(', ')}
                  {priceText && ` · ${t('Table_Setting_Each', { price: priceText })}`}
                </p>
              </li>
            ),
          )}
        </ul>
      )}
      <dl className={total}>
        <dt>{t('Table_Setting_Total')}</dt>
        <dd>{tool.totalText}</dd>
      </dl>
      <button
        type="button"
        className={`${primaryButton} ${addButton}`}
        disabled={!tool.canAddToCart}
        onClick={() => void tool.addToCart()}
      >
        {tool.isAdding ? t('Table_Setting_Adding') : t('Table_Setting_Add_To_Cart')}
      </button>
    </section>
  );
});
