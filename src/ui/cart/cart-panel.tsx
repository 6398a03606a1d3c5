import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CartStore } from '@/application/cart/cart.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { primaryButton, secondaryButton } from '@/ui/shared/button-styles';
import { Dialog } from '@/ui/shared/dialog';
import { PanelHeader } from '@/ui/shared/panel-header';
import { colors } from '@/ui/styles/tokens';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { TrustLogos } from './trust-logos';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { VoucherForm } from './voucher-form';

const panel = css`
  background: ${colors.paper};
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const body = css`
  flex: 1;
  overflow-y: auto;
  padding: 0 1.5rem;
  ul {
    margin: 0;
    padding: 0;
  }
`;

const foot = css`
  display: grid;
  gap: 1.25rem;
  padding: 1.25rem 1.5rem 1.5rem;
  border-top: 1px solid ${colors.line};
  background: #fff;
`;

const empty = css`
  display: grid;
  gap: 1.5rem;
  /* The panel's body fills its height: the rows keep their own, the button its words'. */
  align-content: start;
  justify-items: center;
  padding: 4rem 0;
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * docs/product.md#cart-and-checkout slide-in cart: the visible lines (REP hidden), the discount
 * code, the totals, the market's trust logos and the way to the checkout. It opens while
 * `UiStore.isCartOpen`. (The cart is loaded at start and follows the site by `useCartFollowsSite`,
 * as the panel itself only mounts when first opened.)
 */
export const CartPanel = observer(function CartPanel() {
  const cart = useStore(CartStore);
  const ui = useStore(UiStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const lines = cart.lines;
  const list = useRef<HTMLUListElement>(null);
  const continueShopping = useRef<HTMLButtonElement>(null);
  const focus = useFocusAfterRemoval(lines.length, list, continueShopping);

  return (
    <Dialog
      open={ui.isCartOpen}
      onClose={ui.closeCart}
      label={t('Cart_Title')}
      placement="right"
      className={panel}
    >
      <PanelHeader title={t('Cart_Title')} closeLabel={t('Cart_Close')} onClose={ui.closeCart} />
      {lines.length === 0 ? (
        <div className={`${body} ${empty}`}>
          <p>{t('Cart_Empty')}</p>
          <button
            ref={continueShopping}
            type="button"
            className={secondaryButton}
            onClick={ui.closeCart}
          >
            {t('Cart_Continue_Shopping')}
          </button>
        </div>
      ) : (
        <>
          <div className={body} aria-busy={cart.isUpdating}>
            <ul ref={list}>
              {lines.map((line, index) => (
                <CartLine
                  key={line.line}
                  line={line}
                  onNavigate={ui.closeCart}
                  onRemove={() => focus.removing(index)}
                />
              ))}
            </ul>
          </div>
          <div className={foot}>
            <VoucherForm />
            {cart.selection ? <CartTotals cart={cart.selection} /> : null}
            <Link
              className={primaryButton}
              to={`/${formatSite(sites.site)}/checkout`}
              onClick={ui.closeCart}
            >
              {t('Cart_Checkout')}
            </Link>
            <TrustLogos />
          </div>
        </>
      )}
    </Dialog>
  );
});
