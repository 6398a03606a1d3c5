import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AccountStore } from '@/application/account/account.store';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { ACCOUNT_MENU, type AccountMenuPage, SIGN_OUT_TARGET } from '@/domain/account/account-menu';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { iconButton, plainLink, popover } from './header-styles';
import { icons } from './icons';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';
import { useClickOutside } from '@/ui/shared/use-click-outside';
import { useWelcomeGreeting } from '@/ui/shared/use-welcome-greeting';

const wrapper = css`
  position: relative;
`;

const panel = css`
  z-index: 1;
  p {
    margin: 0 0 0.75rem;
    font-size: 1.0625rem;
    font-weight: 600;
  }
  ul {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const signOut = css`
  display: block;
  margin-top: 0.9rem;
  padding-top: 0.9rem;
  border-top: 1px solid ${colors.line};
`;

const PAGE_TEXT: Readonly<Record<Exclude<AccountMenuPage, 'logout'>, string>> = {
  overview: 'Header_Account_Overview',
  orders: 'Header_Account_Orders',
  content: 'Header_Account_Content',
};

/**
 * docs/product.md#header and Account menu: the account icon. For an anonymous shopper it is a link
 * to account/login (docs/product.md#roles-and-permissions), which offers registration too; for a
 * signed-in one it opens a dropdown on hover or click, greeting them by first name, with the
 * account menu (the settings' extra items after the fixed ones) and "Sign out". The first render
 * is anonymous, as the server's is.
 */
export const AccountDropdown = observer(function AccountDropdown() {
  const account = useStore(AccountStore);
  const ui = useStore(UiStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const extras = useStore(ContentStore).settings?.accountMenuItems ?? [];
  const greeting = useWelcomeGreeting('Header_Account_Greeting');
  const ref = useRef<HTMLDivElement>(null);
  /** Set when hovering opened the dropdown, so the click that follows keeps it open. */
  const openedByHover = useRef(false);
  const id = useId();
  const open = ui.isAccountDropdownOpen;
  useClickOutside(ref, open, ui.closeAccountDropdown);
  const to = (path: string) => `/${formatSite(site)}/${path}`;
  const close = ui.closeAccountDropdown;

  if (!account.isLoggedIn) {
    return (
      <Link className={iconButton} to={to(ACCOUNT_PATHS.login)} aria-label={t('Header_Account')}>
        {icons.account}
      </Link>
    );
  }

  return (
    <div
      className={wrapper}
      ref={ref}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        ui.openAccountDropdown();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') close();
      }}
    >
      <button
        type="button"
        className={iconButton}
        aria-label={t('Header_Account')}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => {
          if (open && !openedByHover.current) close();
          else ui.openAccountDropdown();
          openedByHover.current = false;
        }}
      >
        {icons.account}
      </button>
      {open ? (
        <div id={`${id}-menu`} className={cx(popover, panel)}>
          <p>{greeting}</p>
          <ul>
            {ACCOUNT_MENU.map((item) =>
              item.kind === 'page' && item.page !== 'logout' ? (
                <li key={item.target}>
                  <Link className={plainLink} to={to(item.target)} onClick={close}>
                    {t(PAGE_TEXT[item.page])}
                  </Link>
                </li>
              ) : null,
            )}
            {extras.map((item) => (
              <li key={item.uid}>
                <MenuEntryLink className={plainLink} item={item} />
              </li>
            ))}
          </ul>
          <Link className={cx(plainLink, signOut)} to={to(SIGN_OUT_TARGET)} onClick={close}>
            {t('Header_Account_Sign_Out')}
          </Link>
        </div>
      ) : null}
    </div>
  );
});
