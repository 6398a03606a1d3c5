import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { SIDEBAR_WIDTH } from '@/ui/styles/layout';
import type { MenuItem } from '@/domain/content/menu-item';
import { Dialog } from '@/ui/shared/dialog';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { iconButton } from './header-styles';
import { icons } from './icons';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';

const sidebar = css`
  ${media.md} {
    width: ${SIDEBAR_WIDTH.tablet};
  }
  ${media.lg} {
    width: ${SIDEBAR_WIDTH.desktop};
  }
`;

const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${colors.line};
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
`;

const list = css`
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  & + & {
    border-top: 1px solid ${colors.line};
  }
`;

const row = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 3rem;
  padding: 0 1.25rem;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 1.0625rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.paper};
  }
`;

const seeAll = css`
  font-weight: 600;
`;

/** The entry `uid` among `items`, at any depth. */
function find(items: readonly MenuItem[], uid: string): MenuItem | undefined {
  for (const item of items) {
    if (item.uid === uid) return item;
    const found = find(item.children, uid);
    if (found) return found;
  }
  return undefined;
}

/**
 * docs/product.md#site-wide-layout: the mobile sidebar — the main menu (and the secondary one)
 * three levels deep. An entry with items under it opens its level, with a way back and a link to
 * the entry itself; the others are links. A drawer on the platform dialog: Escape and the backdrop
 * close it, focus stays inside.
 */
export const MobileSidebar = observer(function MobileSidebar() {
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  return (
    <Dialog
      open={ui.isSidebarOpen}
      onClose={ui.closeSidebar}
      label={t('Menu_Main_Label')}
      placement="left"
      className={sidebar}
    >
      <SidebarLevels />
    </Dialog>
  );
});

const SidebarLevels = observer(function SidebarLevels() {
  const { mainMenu, secondaryMenu } = useStore(ContentStore);
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  /** The uids of the opened entries, outermost first: empty on the first level. */
  const [trail, setTrail] = useState<readonly string[]>([]);
  const all = [...(mainMenu?.items ?? []), ...(secondaryMenu?.items ?? [])];
  const current = trail.length > 0 ? find(all, trail[trail.length - 1] ?? '') : undefined;

  const entries = (items: readonly MenuItem[]) => (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.uid}>
          {item.children.length > 0 ? (
            <button type="button" className={row} onClick={() => setTrail([...trail, item.uid])}>
              {item.label}
              {icons.chevron}
            </button>
          ) : (
            <MenuEntryLink item={item} className={row} />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <div className={top}>
        {current ? (
          <button type="button" className={iconButton} onClick={() => setTrail(trail.slice(0, -1))}>
            {icons.back}
            {t('Menu_Back')}
          </button>
        ) : (
          <h2>{t('Header_Menu')}</h2>
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={t('Menu_Close')}
          onClick={ui.closeSidebar}
        >
          {icons.close}
        </button>
      </div>
      <nav aria-label={current ? current.label : t('Menu_Main_Label')}>
        {current ? (
          <>
            <ul className={list}>
              <li>
                <MenuEntryLink item={current} className={`${row} ${seeAll}`}>
                  {t('Menu_See_All', { category: current.label })}
                </MenuEntryLink>
              </li>
            </ul>
            {entries(current.children)}
          </>
        ) : (
          <>
            {entries(mainMenu?.items ?? [])}
            {secondaryMenu ? entries(secondaryMenu.items) : null}
          </>
        )}
      </nav>
    </>
  );
});
