import { css, cx } from '@linaria/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CartStore } from '@/application/cart/cart.store';
import { SearchPanelStore } from '@/application/search/search-panel.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { cartContentChanged } from '@/domain/cart/cart-changed';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { badge, iconButton } from './header-styles';
import { icons } from './icons';
import { media } from '@/ui/styles/breakpoints';
import { openInPage, PageFallbackForm } from '@/ui/shared/page-fallback-form';

const bounce = css`
  :global() {
    @keyframes header-icon-bounce {
      0%,
      100% {
        transform: none;
      }
      30% {
        transform: translateY(-3px) scale(1.08);
      }
      60% {
        transform: translateY(1px);
      }
    }
  }
  svg {
    animation: header-icon-bounce 0.5s ease 4;
  }
  ${media.reducedMotion} {
    svg {
      animation: none;
    }
  }
`;

/**
 * docs/product.md#header: the search button; it opens the search panel (docs/product.md#panels),
 * and before the page's scripts the search page.
 */
export const SearchButton = observer(function SearchButton() {
  const searchPanel = useStore(SearchPanelStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  return (
    <PageFallbackForm page={`/${formatSite(site)}/search`}>
      <button
        type="submit"
        className={iconButton}
        aria-label={t('Header_Search')}
        onClick={openInPage(() => void searchPanel.open())}
      >
        {icons.search}
      </button>
    </PageFallbackForm>
  );
});

/**
 * docs/product.md#header: the wishlist icon, a link to the wishlist page, with how many are saved.
 */
export const WishlistLink = observer(function WishlistLink() {
  const wishlist = useStore(WishlistStore);
  const header = useStore(HeaderFeedbackStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const count = wishlist.ids.length;
  return (
    <Link
      to={`/${formatSite(site)}/wishlist`}
      className={cx(iconButton, header.isWishlistIconAnimating && bounce)}
      aria-label={t('Header_Wishlist')}
    >
      {icons.heart}
      {count > 0 ? (
        <span className={badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
});

/**
 * docs/product.md#header: the cart icon with its item-count badge; it opens the slide-in cart and
 * animates for 2 s when the cart changes (docs/product.md#animations); before the page's scripts it
 * goes to the checkout, the cart's page.
 */
export const CartButton = observer(function CartButton() {
  const cart = useStore(CartStore);
  const ui = useStore(UiStore);
  const header = useStore(HeaderFeedbackStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const count = cart.itemCount;
  // Every change the shopper makes — an add, a quantity, a removal, a voucher — wherever it is made.
  useEffect(
    () =>
      reaction(
        () => cart.selection,
        (after, before) => {
          if (cartContentChanged(before, after)) header.animateCartIcon();
        },
      ),
    [cart, header],
  );
  return (
    <PageFallbackForm page={`/${formatSite(site)}/checkout`}>
      <button
        type="submit"
        className={cx(iconButton, header.isCartIconAnimating && bounce)}
        aria-label={t('Header_Cart_Open', { count })}
        onClick={openInPage(ui.openCart)}
      >
        {icons.bag}
        <span className={badge} aria-hidden="true">
          {count}
        </span>
      </button>
    </PageFallbackForm>
  );
});
