import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteStore } from '../../application/stores/site.store';
import { useStore } from '../app/container-context';
import { colors, fonts, media } from '../styles/tokens';
import { CartPanel } from './cart/cart-panel';
import { MiniCart } from './cart/mini-cart';
import { FilterPanel } from './filter/filter-panel';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { MembershipModal } from './modals/membership-modal';
import { RestockModal } from './modals/restock-modal';
import { SizeGuideModal } from './modals/size-guide-modal';
import { NewsletterBanner } from './newsletter/newsletter-banner';
import { Overlay } from './header/overlay';
import { PageLoadingBar } from './page-loading-bar';
import { SearchPanel } from './search/search-panel';
import { Toasts } from './toasts';

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
  }
  min-height: 100vh;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.body};
`;

const main = css`
  padding: 2rem 1rem;
  ${media.lg} {
    padding: 3rem;
  }
`;

/** SPEC §2 Site-wide layout: the header above the page, the overlay and the panels. */
export const ShopLayout = observer(function ShopLayout() {
  const sites = useStore(SiteStore);
  const { language } = sites.site;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div className={page}>
      <PageLoadingBar />
      <Header />
      <main className={main} id="main">
        <Outlet />
      </main>
      <NewsletterBanner />
      <Footer />
      <Overlay />
      <SearchPanel />
      <FilterPanel />
      <CartPanel />
      <MiniCart />
      <RestockModal />
      <SizeGuideModal />
      <MembershipModal />
      <Toasts />
    </div>
  );
});
