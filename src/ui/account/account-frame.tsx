import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_MENU, SIGN_OUT_TARGET } from '@/domain/account/account-menu';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';
import { menu, page, withMenu } from './account-styles';

const MENU_TEXT = {
  overview: 'Account_Menu_Overview',
  orders: 'Account_Menu_Orders',
  content: 'Account_Menu_Content',
} as const;

/** A path after the site prefix, as a link under the current site. */
export function useSitePath(): (path: string) => string {
  const { site } = useStore(SiteStore);
  return (path) => `/${formatSite(site)}/${path}`;
}

/**
 * docs/product.md#account-menu beside the member pages: overview, orders and member benefits, the
 * settings' extra items after them, sign out last. Without `title` the page brings its own
 * heading and document title (a content story's). The document is titled `pageName`, else the
 * heading, and described as the shop (docs/product.md#search-engines): the account's pages have
 * no description of their own.
 */
export const AccountFrame = observer(function AccountFrame(props: {
  readonly title?: string;
  /** The document's title where it should not be the heading (a greeting). */
  readonly pageName?: string;
  readonly children: ReactNode;
}) {
  const { t } = useStore(TranslationStore);
  const extras = useStore(ContentStore).settings?.accountMenuItems ?? [];
  const to = useSitePath();
  return (
    <section className={page}>
      {props.title === undefined ? null : <DocumentTitle name={props.pageName ?? props.title} />}
      <ShopDescription />
      <div className={withMenu}>
        <nav className={menu} aria-label={t('Account_Menu_Label')}>
          <ul>
            {ACCOUNT_MENU.map((item) =>
              item.kind === 'page' && item.page !== 'logout' ? (
                <li key={item.target}>
                  <NavLink to={to(item.target)} end>
                    {t(MENU_TEXT[item.page])}
                  </NavLink>
                </li>
              ) : null,
            )}
            {extras.map((item) => (
              <li key={item.uid}>
                <MenuEntryLink item={item} />
              </li>
            ))}
            <li>
              <NavLink to={to(SIGN_OUT_TARGET)}>{t('Account_Sign_Out')}</NavLink>
            </li>
          </ul>
        </nav>
        <div>
          {props.title === undefined ? null : <h1>{props.title}</h1>}
          {props.children}
        </div>
      </div>
    </section>
  );
});
