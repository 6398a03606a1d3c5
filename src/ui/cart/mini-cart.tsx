import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { CartStore } from '@/application/cart/cart.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { MINI_CART_WIDTH_PX, OVERLAY_DEPTH } from '@/ui/styles/layout';
import { productImageSrcset, productImageUrl } from '@/domain/images/srcset';
import { useStore } from '@/ui/shared/container-context';
import { primaryButton } from '@/ui/shared/button-styles';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { useLineDetails } from './use-line-details';

const box = css`
  position: fixed;
  z-index: ${OVERLAY_DEPTH.sidebar};
  top: 0;
  right: 0;
  left: 0;
  padding: 1.25rem 1.5rem 1.5rem;
  background: #fff;
  box-shadow: 0 12px 32px rgb(31 28 25 / 18%);
  animation: mini-cart-in 0.25s ease-out;
  @keyframes mini-cart-in {
    from {
      transform: translateY(-1rem);
      opacity: 0;
    }
  }
  ${media.md} {
    top: 1rem;
    right: 1rem;
    left: auto;
    width: ${MINI_CART_WIDTH_PX}px;
    border-radius: 4px;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  button {
    width: 2rem;
    height: 2rem;
    border: none;
    background: none;
    color: inherit;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
`;

const item = css`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: 1rem;
  align-items: center;
  img,
  span[aria-hidden] {
    display: block;
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    background: ${colors.beige};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.2rem;
  }
`;

const meta = css`
  color: ${tones.muted};
  font-size: 0.85rem;
`;

// Doubled to outweigh the shared button's padding whatever order the style sheets load in.
const toCart = css`
  && {
    width: 100%;
    margin-top: 1.25rem;
  }
`;

/**
 * docs/product.md#cart-panel-and-mini-cart, docs/product.md#panels: after an add to cart, the
 * added item in a small box at the top (400 px wide from 768 px,
 * docs/product.md#constants-and-limits). The UiStore closes it after 2 s; it is not modal, so the
 * page stays usable meanwhile.
 */
export const MiniCart = observer(function MiniCart() {
  const ui = useStore(UiStore);
  const cart = useStore(CartStore);
  const { t } = useStore(TranslationStore);
  const detailsOf = useLineDetails();
  const added = ui.miniCartItem;
  if (!added) return null;
  const line = cart.lines.find((candidate) => candidate.item === added.item);
  const product = line?.product;
  const details = line ? detailsOf(line) : undefined;
  const name = details?.name ?? added.productName;

  return (
    <aside className={box} aria-label={t('Mini_Cart_Title')}>
      <div className={head}>
        <h2 role="status">{t('Mini_Cart_Title')}</h2>
        <button type="button" aria-label={t('Mini_Cart_Close')} onClick={ui.closeMiniCart}>
          ×
        </button>
      </div>
      <div className={item}>
        {product?.image ? (
          <img
            src={productImageUrl(product.image)}
            srcSet={productImageSrcset(product.image) || undefined}
            sizes="72px"
            width={72}
            height={72}
            alt=""
          />
        ) : (
          <span aria-hidden="true" />
        )}
        <div>
          <p>{name}</p>
          {details?.variant.map((detail) => (
            <p key={detail} className={meta}>
              {detail}
            </p>
          ))}
          {line ? <p className={meta}>{line.totalPrice}</p> : null}
        </div>
      </div>
      <button type="button" className={`${primaryButton} ${toCart}`} onClick={ui.openCart}>
        {t('Mini_Cart_To_Cart')}
      </button>
    </aside>
  );
});
