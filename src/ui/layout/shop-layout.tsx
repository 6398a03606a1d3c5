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
import { Header } from './header/header';
import { Overlay } from './header/overlay';
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
      <Header />
      <main className={main} id="main">
        <Outlet />
      </main>
      <Overlay />
      <SearchPanel />
      <FilterPanel />
      <CartPanel />
      <MiniCart />
      <Toasts />
    </div>
  );
});
