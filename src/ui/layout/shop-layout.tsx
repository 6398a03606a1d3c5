import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { formatSite } from '../../domain/site/site';
import { useStore } from '../app/container-context';
import { colors, fonts, media } from '../styles/tokens';
import { MarketSelector } from './market-selector';

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

const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  padding: 1rem;
  border-bottom: 1px solid ${colors.line};
  ${media.lg} {
    padding: 1.5rem 3rem;
  }
`;

const logo = css`
  color: inherit;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-decoration: none;
  text-transform: uppercase;
`;

const main = css`
  padding: 2rem 1rem;
  ${media.lg} {
    padding: 3rem;
  }
`;

/** SPEC §2 Site-wide layout: header (logo, market selector) above the page. */
export const ShopLayout = observer(function ShopLayout() {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const { language } = sites.site;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div className={page}>
      <header className={header}>
        <Link className={logo} to={`/${formatSite(sites.site)}`} aria-label={t('Logo_Label')}>
          Lera
        </Link>
        <MarketSelector />
      </header>
      <main className={main}>
        <Outlet />
      </main>
    </div>
  );
});
