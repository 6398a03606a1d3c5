import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
// Fraunces, the headings' face, and Instrument Sans, the text's, regular and semibold
// (docs/product.md#site-wide-layout): their @font-face rules, swap, Latin only.
import '@fontsource/fraunces/latin-400.css';
import '@fontsource/instrument-sans/latin-400.css';
import '@fontsource/instrument-sans/latin-600.css';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { useStore } from '@/ui/shared/container-context';
import { colors, fonts } from '@/ui/styles/tokens';
import {
  DISPLAY_FALLBACK_METRICS,
  DISPLAY_FALLBACK_SOURCES,
} from '@/ui/styles/display-font-metrics';
import { TEXT_FALLBACK_METRICS, TEXT_FALLBACK_SOURCES } from '@/ui/styles/text-font-metrics';
import { fallbackFontFace } from '@/ui/styles/fallback-font-face';
import { media } from '@/ui/styles/breakpoints';
import { PAGE_GUTTER } from '@/ui/styles/layout';
import { CheckoutFooter } from './checkout-footer';
import { isCheckoutPath } from './checkout-path';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { NewsletterBanner } from '@/ui/marketing/newsletter-banner';
import { Overlay } from '@/ui/shared/overlay';
import { Invitations } from '@/ui/marketing/invitations';
import { LazyPanels } from './lazy-panels';
import { PageLoadingBar } from '@/ui/shared/page-loading-bar';
import { useFocusContentAfterNavigation } from './use-focus-content-after-navigation';
import { useRestOfSiteContent } from './use-rest-of-site-content';
import { usePageViews } from './use-page-views';
import { Toasts } from '@/ui/shared/toasts';
import { FirstPictureScope } from '@/ui/shared/first-picture';

const page = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    body {
      margin: 0;
    }
    ${fallbackFontFace('Fraunces Fallback', DISPLAY_FALLBACK_SOURCES, DISPLAY_FALLBACK_METRICS)}
    ${fallbackFontFace('Instrument Sans Fallback', TEXT_FALLBACK_SOURCES, TEXT_FALLBACK_METRICS)}
    /* Every heading in the display face, whatever block it sits in; a component sets its size,
       never another face. */
    h1,
    h2,
    h3,
    h4,
    h5,
    h6,
    [role='heading'] {
      font-family: ${fonts.display};
      font-weight: 400;
      /* Fraunces comes in one weight: a heading set bolder draws that weight, never a smeared
         fake bold. */
      font-synthesis-weight: none;
    }
    /* A link takes its text's colour, never the browser's blue or visited purple; each place
       that wants it otherwise says so in its own (more specific) class. */
    a {
      color: inherit;
      text-underline-offset: 0.15em;
    }
  }
  min-height: 100vh;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.body};
`;

const main = css`
  /* What follows the page (newsletter, footer) starts below the first screen, so a
     page whose content arrives late pushes nothing the shopper sees (no layout shift). */
  min-height: 100vh;
  padding: 2rem ${PAGE_GUTTER.phone};
  ${media.lg} {
    padding: 3rem ${PAGE_GUTTER.desktop};
  }
  ${media.xxl} {
    padding-inline: ${PAGE_GUTTER.wide};
  }
  /* The skip link's and a navigation's focus target: the page itself, not a control. */
  &:focus {
    outline: none;
  }
`;

/** docs/product.md#site-wide-layout: the header above the page, the overlay and the panels. */
export const ShopLayout = observer(function ShopLayout() {
  const sites = useStore(SiteStore);
  const { language } = sites.site;
  const mainRef = useFocusContentAfterNavigation();
  const { pathname } = useLocation();
  const checkout = isCheckoutPath(pathname);
  useRestOfSiteContent();
  usePageViews();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <FirstPictureScope page={pathname}>
      <div className={page}>
        <PageLoadingBar />
        <Header />
        <main className={main} id="main" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </main>
        {/* The checkout keeps the shopper on the purchase: no newsletter, no menus to leave by. */}
        {checkout ? null : <NewsletterBanner />}
        {checkout ? <CheckoutFooter /> : <Footer />}
        <Overlay />
        <LazyPanels />
        {/* Eager: it counts the pages a shopper sees to decide when to interrupt
          (docs/product.md#one-interruption-at-a-time). */}
        <Invitations />
        <Toasts />
        {/* A new page opens at its top (the receipt after a long checkout, a product from
          the foot of a list); back and forward return where the shopper was. Keyed by path,
          so a page that only changes its query keeps its place. */}
        <ScrollRestoration getKey={(location) => location.pathname} />
      </div>
    </FirstPictureScope>
  );
});
