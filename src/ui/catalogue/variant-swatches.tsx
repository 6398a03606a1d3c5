import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { SearchItem } from '@/domain/search/search-item';
import { swatchVariants } from '@/domain/search/variant-swatches';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';

export const swatchList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  button,
  a {
    display: block;
    width: 1.5rem;
    height: 1.5rem;
    padding: 0;
    overflow: hidden;
    border: 1px solid ${colors.line};
    border-radius: 50%;
    background: ${colors.beige};
    cursor: pointer;
  }
  [aria-pressed='true'],
  [aria-current='page'] {
    outline: 1px solid ${colors.ink};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    font-size: 0.8rem;
  }
`;

/**
 * docs/product.md#search-and-filters swatches, docs/product.md#constants-and-limits max 4: the
 * item's colours as toggle buttons; the one shown is pressed. More colours than fit read as "+N".
 */
export const VariantSwatches = observer(function VariantSwatches(props: {
  readonly item: SearchItem;
  readonly shownId: string;
  readonly onChoose: (variantId: string) => void;
}) {
  const { item, shownId, onChoose } = props;
  const { t } = useStore(TranslationStore);
  if (item.variants.length < 2) return null;
  const shown = swatchVariants(item.variants, shownId);
  const more = item.variants.length - shown.length;
  return (
    <ul className={swatchList} aria-label={t('Swatches_Label')}>
      {shown.map((variant) => {
        const color = variant.color.join(' ');
        return (
          <li key={variant.id}>
            <button
              type="button"
              aria-label={t('Product_Color', { color })}
              aria-pressed={variant.id === shownId}
              onClick={() => onChoose(variant.id)}
            >
              {variant.customFields.swatchImageUrl ? (
                <img
                  src={variant.customFields.swatchImageUrl}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                />
              ) : null}
            </button>
          </li>
        );
      })}
      {more > 0 ? (
        <li>
          <span>{t('Swatch_More', { count: more })}</span>
        </li>
      ) : null}
    </ul>
  );
});
