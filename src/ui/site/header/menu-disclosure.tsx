import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { useStore } from '@/ui/shared/container-context';
import { openInPage } from '@/ui/shared/page-fallback-form';
import { colors } from '@/ui/styles/tokens';
import { iconButton } from './header-styles';
import { icons } from './icons';
import { MenuTree } from '@/ui/shared/menu/menu-tree';

const summary = css`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;

const panel = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: 75vh;
  overflow-y: auto;
  padding: 0.5rem 1.25rem 1.25rem;
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
  box-shadow: 0 12px 24px rgb(31 28 25 / 12%);
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-left: 1rem;
  }
  a {
    display: block;
    padding: 0.75rem 0;
    color: inherit;
    text-decoration: none;
  }
  & > ul > li {
    border-bottom: 1px solid ${colors.line};
  }
  & > ul > li > a {
    font-weight: 600;
  }
`;

/**
 * The phone's menu button (docs/product.md#header, docs/product.md#before-scripts). Before the
 * page's scripts it is a disclosure that opens the main menu's levels as plain links
 * under the header; once the page is the browser's, it opens the menu drawer instead.
 */
export const MenuDisclosure = observer(function MenuDisclosure(props: {
  readonly className?: string;
}) {
  const ui = useStore(UiStore);
  const gate = useStore(VisitorGate);
  const { mainMenu } = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  return (
    <details className={props.className}>
      <summary
        className={cx(iconButton, summary)}
        role="button"
        aria-label={t('Header_Menu')}
        aria-expanded={ui.isSidebarOpen}
        onClick={openInPage(ui.openSidebar)}
      >
        {icons.menu}
      </summary>
      {/* Once the page is the browser's, the drawer is the menu: the links leave the page. */}
      {mainMenu && !gate.isOpen ? (
        <nav className={panel} aria-label={t('Header_Menu')}>
          <MenuTree items={mainMenu.items} />
        </nav>
      ) : null}
    </details>
  );
});
