import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AccountStore } from '@/application/account/account.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { formatSite } from '@/domain/site/site';
import { routeLookupPath } from '@/domain/site/route-path';
import { useStore } from '@/ui/shared/container-context';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { page } from './account-styles';

/**
 * docs/product.md#routes `/{site}/account` and its children, docs/product.md#validation route
 * guards: waits until the shopper is known (`AccountStore.restore`), saying so under the
 * account's title (as the server renders it: the server knows no shopper), then sends them
 * where `redirectFor` says, else shows the page.
 */
export const AccountLayout = observer(function AccountLayout() {
  const account = useStore(AccountStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const { pathname } = useLocation();

  useEffect(() => {
    void account.restore();
  }, [account]);

  if (account.account === undefined) {
    // A slow account service: the shopper sees that their account is on its way.
    return (
      <section className={page} aria-busy="true">
        <DocumentTitle name={t('Account_Overview_Title')} />
        <ShopDescription />
        <p role="status">{t('Account_Loading')}</p>
      </section>
    );
  }
  const target = account.redirectFor(routeLookupPath(pathname));
  if (target !== undefined) return <Navigate to={`/${formatSite(site)}/${target}`} replace />;
  return <Outlet />;
});
