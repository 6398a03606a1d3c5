import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NoticeStore } from '@/application/content/notice.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import { NOTICE_BAR_HEIGHT, OVERLAY_DEPTH } from '@/ui/styles/layout';
import { isCheckoutPath } from '@/ui/site/checkout-path';
import { MenuDisclosure } from './menu-disclosure';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { AccountDropdown } from '@/ui/site/header/account-dropdown';
import { DesktopMenu } from './desktop-menu';
import { CartButton, SearchButton, WishlistLink } from './header-actions';
import { LiveShoppingCountdown } from '@/ui/marketing/live-shopping/live-shopping-countdown';
import { MarketSelector } from './market-selector';
import { MobileSidebar } from './mobile-sidebar';
import { Wordmark } from './wordmark';
import { NoticeBar } from './notice-bar';

const frame = css`
  :global() {
    @keyframes header-stick {
      from {
        transform: translateY(-100%);
      }
    }
  }
  position: relative;
  z-index: ${OVERLAY_DEPTH.normal};
  background: ${colors.paper};
  &[data-stuck='true'] {
    position: sticky;
    top: 0;
    box-shadow: 0 2px 16px rgb(31 28 25 / 8%);
    animation: header-stick 0.25s ease;
  }
  /* Stuck, the notices stay above the top edge: only the bar with the controls sticks. */
  &[data-stuck='true'][data-notices='true'] {
    top: -${NOTICE_BAR_HEIGHT.mobile};
    ${media.lg} {
      top: -${NOTICE_BAR_HEIGHT.desktop};
    }
  }
  &[data-submenu='true'] {
    z-index: ${OVERLAY_DEPTH.sidebar};
  }
  &[data-checkout='true'] {
    background: #fff;
  }
`;

const bar = css`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.75rem;
  padding: 0.25rem 0.5rem;
  border-bottom: 1px solid ${colors.line};
  ${media.md} {
    padding: 0.5rem 1.5rem;
  }
  [data-checkout='true'] & {
    grid-template-columns: 1fr auto 1fr;
  }
  [data-checkout='true'] & > a:first-of-type {
    grid-column: 2;
  }
  ${media.lg} {
    grid-template-columns: 1fr auto 1fr;
    min-height: 4.5rem;
    padding: 0.5rem 3rem;
  }
`;

const start = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 0;
`;

const end = css`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.125rem;
`;

const mobileOnly = css`
  ${media.lg} {
    display: none;
  }
`;

/**
 * The menu and the shop's controls step aside on the checkout, on every screen, where they would
 * only lead away (docs/decisions/0118-the-checkout-is-a-quiet-place.md); they keep their room, so
 * the logo stays where it is.
 */
const hiddenOnCheckout = css`
  [data-checkout='true'] & {
    visibility: hidden;
    /* A phone has no room to spare: the logo centres between the edge and the note. */
    @media (max-width: 1023.98px) {
      display: none;
    }
  }
`;

/** The checkout's word in the controls' place: the shopper is somewhere safe. */
const secureNote = css`
  grid-row: 1;
  grid-column: 3;
  white-space: nowrap;
  justify-self: end;
  display: flex;
  gap: 0.4rem;
  align-items: center;
  margin: 0;
  font-size: 0.8125rem;
  letter-spacing: 0.02em;
  svg {
    flex: none;
  }
`;

/** The logo's visible text, which its accessible name starts with (WCAG 2.5.3 label in name). */
const LOGO_TEXT = 'Lera';

const logo = css`
  justify-self: start;
  display: flex;
  padding-block: 0.5rem;
  color: inherit;
  ${media.lg} {
    justify-self: center;
  }
`;

/** The wordmark's height: clear on a phone's bar, a little larger where the header has room. */
const wordmark = css`
  display: block;
  height: 1.0625rem;
  width: auto;
  ${media.lg} {
    height: 1.375rem;
  }
`;

const skip = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1;
  padding: 0.5rem 1rem;
  background: ${colors.ink};
  color: ${colors.paper};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const live = css`
  display: flex;
  justify-content: center;
  padding: 0.4rem 1rem;
  border-bottom: 1px solid ${colors.line};
  &:empty {
    display: none;
  }
`;

/**
 * docs/product.md#header: notices, the main menu (hamburger below 1024 px), search, the logo home
 * link, the live-shopping countdown, market and language, account, wishlist and cart; a notice
 * sits above all that or under it, where its editors placed it (docs/product.md#notices). It
 * sticks after 200 px of scroll and is white on checkout pages, its controls there replaced by a
 * secure-checkout note.
 * It also carries the page-wide docs/product.md#start-up rules: Escape, and a route change closing
 * the panels.
 */
export const Header = observer(function Header() {
  const ui = useStore(UiStore);
  const feedback = useStore(HeaderFeedbackStore);
  const notices = useStore(NoticeStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const { pathname } = useLocation();
  const submenuId = useId();
  const firstPath = useRef(pathname);
  const checkout = isCheckoutPath(pathname);

  useEffect(() => {
    const onScroll = () => feedback.scrolled(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [feedback]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') ui.escape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ui]);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    ui.routeChanged();
  }, [ui, pathname]);

  const controls = cx(end, hiddenOnCheckout);
  return (
    <>
      <div
        className={frame}
        data-stuck={feedback.isHeaderStuck}
        data-submenu={ui.desktopSubmenu !== undefined}
        data-checkout={checkout}
        data-notices={!checkout && notices.visibleAt('top').length > 0}
      >
        <a className={skip} href="#main">
          {t('Skip_To_Content')}
        </a>
        {checkout ? null : <NoticeBar position="top" />}
        <header className={bar}>
          <div className={cx(start, hiddenOnCheckout)}>
            <MenuDisclosure className={mobileOnly} />
            <DesktopMenu submenuId={submenuId} />
          </div>
          <Link
            className={logo}
            to={`/${formatSite(site)}`}
            aria-label={`${LOGO_TEXT} – ${t('Logo_Label')}`}
          >
            <Wordmark name={LOGO_TEXT} className={wordmark} />
          </Link>
          <div className={controls}>
            <SearchButton />
            <MarketSelector />
            <AccountDropdown />
            <WishlistLink />
            <CartButton />
          </div>
          {checkout ? (
            <p className={secureNote}>
              <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <rect
                  x="5"
                  y="10"
                  width="14"
                  height="10"
                  rx="1.5"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              {t('Checkout_Secure')}
            </p>
          ) : null}
        </header>
        {checkout ? null : (
          <div className={live}>
            <LiveShoppingCountdown />
          </div>
        )}
        <MobileSidebar />
      </div>
      {/* Under the header, outside what sticks: it scrolls away with the page. */}
      {checkout ? null : <NoticeBar position="bottom" />}
    </>
  );
});
