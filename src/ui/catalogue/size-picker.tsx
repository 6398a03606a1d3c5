import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { ProductViewModel } from '@/application/catalogue/product-view-model';
import { TranslationStore } from '@/application/site/translation.store';
import { offersSizes, sizeLevelKeys, type SizeGuideName } from '@/domain/sizes/size-guide';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';

const levels = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: 0.875rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const options = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    min-width: 3.5rem;
    min-height: 2.75rem;
    padding: 0 0.9rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: #fff;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: #fff;
  }
`;

/**
 * docs/product.md#product-size-selection: one group of size buttons per level (one or two), the
 * second offering only what matches the first, each named by what it measures where the size
 * guide says (width, length). Nothing shows for a product sold in one size.
 */
export const SizePicker = observer(function SizePicker(props: {
  readonly model: ProductViewModel;
  /** The product's size guide, which names what two levels measure (width, length). */
  readonly guide?: SizeGuideName | undefined;
}) {
  const { model } = props;
  const { t } = useStore(TranslationStore);
  if (!offersSizes(model.product.items)) return null;
  const count = model.sizeOptions.length;
  const measures = count === 2 ? sizeLevelKeys(props.guide) : undefined;
  return (
    <div className={levels}>
      {model.sizeOptions.map((labels, level) => {
        const measure = measures?.[level];
        const name = measure
          ? t(measure)
          : count > 1
            ? t('Product_Size_Level', { level: level + 1, count })
            : t('Product_Size');
        return (
          <fieldset key={level} className={levels}>
            <legend>{name}</legend>
            {labels.length === 0 ? (
              <p>{t('Product_Choose_Size_First')}</p>
            ) : (
              <div className={options}>
                {labels.map((label) => (
                  <button
                    key={label}
                    type="button"
                    aria-pressed={model.sizeChoice[level] === label}
                    onClick={() => model.chooseSize(level, label)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
});
