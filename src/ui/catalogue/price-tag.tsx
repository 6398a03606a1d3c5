import { css } from '@linaria/core';
import type { PriceDisplay } from '@/domain/money/price-display';
import { colors, tones } from '@/ui/styles/tokens';

const tag = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: baseline;
  margin: 0;
  s {
    color: ${tones.muted};
  }
  [data-sale] {
    color: ${colors.accent};
  }
`;

/**
 * A price, or a sale price with the price before and the percent off
 * (docs/product.md#products-and-variants).
 */
export function PriceTag(props: { readonly price: PriceDisplay; readonly className?: string }) {
  const { price } = props;
  return (
    <p className={props.className ? `${tag} ${props.className}` : tag}>
      {price.kind === 'discounted' ? (
        <>
          <span data-sale="">{price.price}</span>
          <s>{price.beforeDiscount}</s>
          <span>{price.discount}</span>
        </>
      ) : (
        <span>{price.price}</span>
      )}
    </p>
  );
}
