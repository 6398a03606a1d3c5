import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { DesktopSubmenu } from './desktop-submenu';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';

const nav = css`
  display: none;
  ${media.lg} {
    display: block;
  }
  & > ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const topItem = css`
  display: inline-flex;
  align-items: center;
  height: 2.75rem;
  padding: 0 0.75rem;
  border: none;
  border-bottom: 2px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-bottom-color: ${colors.ink};
  }
`;

/**
 * docs/product.md#header main menu, from 1024 px: the top items. One with items under it opens the
 * left desktop submenu (a click, or hovering once a submenu is open); one without is a plain link.
 * The open submenu follows its button in the page (it is placed under the whole header bar), so
 * the next Tab enters it; Escape inside it closes it and puts focus back on the button.
 */
export const DesktopMenu = observer(function DesktopMenu(props: { readonly submenuId: string }) {
  const { mainMenu } = useStore(ContentStore);
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  if (!mainMenu) return null;

  return (
    <nav className={nav} aria-label={t('Menu_Main_Label')}>
      <ul>
        {mainMenu.items.map((item) => (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbling up from the button or its submenu; the item itself never takes focus
          <li
            key={item.uid}
            onKeyDown={(event) => {
              const button = event.currentTarget.firstElementChild;
              if (event.key === 'Escape' && button instanceof HTMLElement) button.focus();
            }}
          >
            {item.children.length > 0 ? (
              <button
                type="button"
                className={topItem}
                aria-expanded={ui.desktopSubmenu === item.uid}
                aria-controls={props.submenuId}
                onClick={() =>
                  ui.desktopSubmenu === item.uid
                    ? ui.closeDesktopSubmenu()
                    : ui.openDesktopSubmenu(item.uid)
                }
                onPointerEnter={(event) => {
                  const switching = ui.desktopSubmenu && ui.desktopSubmenu !== item.uid;
                  if (event.pointerType === 'mouse' && switching) ui.openDesktopSubmenu(item.uid);
                }}
              >
                {item.label}
              </button>
            ) : (
              <MenuEntryLink item={item} className={topItem} />
            )}
            {ui.desktopSubmenu === item.uid ? <DesktopSubmenu id={props.submenuId} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
});
