import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HotspotViewModel } from '@/application/catalogue/hotspot-view-model';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { QUICK_VIEW_WIDTH_PX } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { primaryButton } from '@/ui/shared/button-styles';
import { Dialog } from '@/ui/shared/dialog';
import { ProductImage } from '@/ui/catalogue/product-image';
import { QuantityControl } from '@/ui/catalogue/quantity-control';
import { variantName, variantPrice, variantUrl } from '@/ui/catalogue/search-item-view';
import { VariantSwatches } from '@/ui/catalogue/variant-swatches';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';

/**
 * docs/product.md#constants-and-limits: 786px wide beside the hero on desktop; a bottom sheet on
 * phones.
 */
const sheet = css`
  && {
    /* It sits in the hotspot layer, which lets clicks through to the hero: not in the popup. */
    pointer-events: auto;
    color: ${colors.ink};
    text-align: start;
    width: 100vw;
    max-height: 85dvh;
    margin: auto 0 0;
    border-radius: 8px 8px 0 0;
    ${media.md} {
      width: min(100vw - 2rem, ${QUICK_VIEW_WIDTH_PX.hotspotDesktop}px);
      margin: auto;
      border-radius: 4px;
    }
  }
`;

const layout = css`
  display: grid;
  gap: 1rem;
  padding: 1rem 1rem 1.5rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 2rem;
    padding: 1.5rem;
  }
`;

const picture = css`
  max-width: 12rem;
  ${media.md} {
    max-width: none;
  }
`;

const details = css`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
  p {
    margin: 0;
  }
`;

const head = css`
  justify-self: stretch;
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 1rem;
`;

const close = css`
  flex: none;
  border: none;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;

const muted = css`
  color: ${tones.muted};
  font-size: 0.875rem;
`;

const addButton = css`
  justify-self: stretch;
`;

const productLink = css`
  color: ${colors.ink};
`;

/**
 * docs/product.md#hero-hotspot product popup: the product's name, price, at most 4 swatches, a
 * quantity from 0 and add to cart (the AddToCart use case: stock limit, mini cart), and a link
 * to the product page. Escape or a click outside closes it; so does a successful add, making
 * way for the mini cart.
 */
export const HotspotPopup = observer(function HotspotPopup(props: {
  readonly model: HotspotViewModel;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The shopper follows the link to the product page. */
  readonly onFollow?: () => void;
}) {
  const { model, open, onClose, onFollow } = props;
  const { t } = useStore(TranslationStore);
  const sites = useStore(SiteStore);
  const { item, variant } = model;
  const name = variant ? variantName(item, variant) : item.name;
  const hintId = useId();
  const hint = model.quantity === 0 && model.stock > 0;
  const add = async () => {
    if (await model.addToCart()) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} label={name} className={sheet}>
      <div className={layout}>
        <ProductImage
          className={picture}
          src={variant?.imageUrl || item.imageUrl}
          alt={name}
          position={0}
          sizes={imageSizes({ md: `${QUICK_VIEW_WIDTH_PX.hotspotDesktop / 2}px` }, '12rem')}
        />
        <div className={details}>
          <div className={head}>
            <h2>{name}</h2>
            <button type="button" className={close} onClick={onClose}>
              {t('Hotspot_Close')}
            </button>
          </div>
          {variant ? <p>{variantPrice(variant, sites.current, sites.site)}</p> : null}
          <VariantSwatches item={item} shownId={model.variantId} onChoose={model.chooseVariant} />
          {model.stock > 0 ? (
            <QuantityControl stepper={model} />
          ) : (
            <p className={muted}>{t('Out_Of_Stock')}</p>
          )}
          <button
            type="button"
            className={cx(primaryButton, addButton)}
            disabled={!model.canAddToCart}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => void add()}
          >
            {t('Product_Add_To_Cart_Short')}
          </button>
          {hint ? (
            <p id={hintId} className={muted}>
              {t('Hotspot_Choose_Quantity')}
            </p>
          ) : null}
          {variant ? (
            <Link
              className={productLink}
              to={variantUrl(sites.site, variant)}
              onClick={() => {
                onFollow?.();
                onClose();
              }}
            >
              {t('Quick_View_To_Product')}
            </Link>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
});
