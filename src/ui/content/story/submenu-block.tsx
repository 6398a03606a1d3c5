import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { submenuEntries, submenuMenuName } from '@/domain/content/submenu';
import { useStore } from '@/ui/shared/container-context';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockHead, quietLink, storyBlock } from './story-styles';

const columns = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem 1rem;
  margin: 0;
  padding: 1.5rem 0 0;
  border-top: 1px solid ${colors.line};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li > a,
  > li > span {
    font-size: 1.05rem;
    letter-spacing: 0.02em;
  }
  ul {
    display: grid;
    gap: 0.4rem;
    margin: 0.75rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.95rem;
  }
  ul a {
    color: ${tones.muted};
  }
`;

/**
 * docs/product.md#content-blocks submenu block: the links of a menu the site already holds
 * (docs/product.md#menus, read by the ContentStore at start-up, as the header shows them) or the
 * block's own items, each with the links under it, in columns.
 */
export const SubmenuBlock = observer(function SubmenuBlock(props: BlockProps) {
  const { blok } = props;
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const menuName = submenuMenuName(blok);
  const menu =
    menuName === 'main-menu'
      ? content.mainMenu
      : menuName === 'secondary-menu'
        ? content.secondaryMenu
        : undefined;
  const entries = submenuEntries(blok, menu);
  if (entries.length === 0) return null;
  const headline = textField(blok, 'headline');
  return (
    <nav className={storyBlock} aria-label={headline || menu?.title || t('Submenu_Label')}>
      {headline ? (
        <div className={blockHead}>
          <h2>{headline}</h2>
        </div>
      ) : null}
      <ul className={columns}>
        {entries.map((entry) => (
          <li key={entry.uid}>
            <MenuEntryLink item={entry} className={quietLink} />
            {entry.children.length > 0 ? (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.uid}>
                    <MenuEntryLink item={child} className={quietLink} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
});
