import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ProductViewModel } from '@/application/catalogue/product-view-model';
import { ConsentStore } from '@/application/consent/consent.store';
import { TranslationStore } from '@/application/site/translation.store';
import { offersSizes } from '@/domain/sizes/size-guide';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import { INVITATION_DEPTH } from '@/ui/styles/layout';
import { colors, tones } from '@/ui/styles/tokens';
import { PriceTag } from '@/ui/catalogue/price-tag';
import { ProductBuyButton } from '@/ui/catalogue/product-buy-button';
import { purchaseButton } from '@/ui/catalogue/purchase-button';

/** Under the consent prompt and the newsletter invitation, which keep their place above it. */
const bar = css`
  position: fixed;
  z-index: ${INVITATION_DEPTH - 1};
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.625rem 1rem calc(0.625rem + env(safe-area-inset-bottom));
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
  box-shadow: 0 -6px 24px rgb(31 28 25 / 8%);
  animation: buy-bar-rise 0.2s ease-out;
  @keyframes buy-bar-rise {
    from {
      transform: translateY(100%);
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
  > button {
    flex: 0 0 auto;
    padding: 0 1rem;
  }
`;

const summary = css`
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;

const name = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const detail = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  color: ${tones.muted};
  [data-sale] {
    color: ${colors.accent};
  }
`;

/**
 * A phone's buy bar (docs/decisions/0117-a-sticky-buy-bar-on-a-phone.md): once the page's own
 * buy button has scrolled away, the product's name, price, chosen size and the same buy button
 * stay at the foot of the screen. Before a size is chosen it offers to choose one instead, which
 * takes the shopper back to the sizes. While it shows, the page keeps room for it at its foot.
 */
export const StickyBuyBar = observer(function StickyBuyBar(props: {
  readonly model: ProductViewModel;
  readonly onChooseSize: () => void;
}) {
  const { model } = props;
  const { t } = useStore(TranslationStore);
  const consent = useStore(ConsentStore);
  const ref = useRef<HTMLElement>(null);
  const asking = consent.isAsking;
  useEffect(() => {
    const height = ref.current?.offsetHeight;
    if (asking || height === undefined) return undefined;
    document.body.style.paddingBottom = `${height}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [asking]);
  if (asking) return null;
  const sized = offersSizes(model.product.items);
  const size = model.selectedItem?.size;
  return (
    <aside
      ref={ref}
      className={bar}
      aria-label={t('Product_Buy_Bar', { name: model.product.name })}
    >
      <div className={summary}>
        <p className={name}>{model.product.name}</p>
        <div className={detail}>
          {model.price ? <PriceTag price={model.price} /> : null}
          {sized && size ? <p>{t('Product_Buy_Bar_Size', { size })}</p> : null}
        </div>
      </div>
      {sized && !model.isSizeChosen ? (
        <button
          type="button"
          className={purchaseButton}
          data-variant="quiet"
          onClick={props.onChooseSize}
        >
          {t('Product_Choose_Size')}
        </button>
      ) : (
        <ProductBuyButton model={model} />
      )}
    </aside>
  );
});
