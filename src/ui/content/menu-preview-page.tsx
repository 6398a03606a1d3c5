import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { MenuName } from '@/domain/content/menu-item';
import { useStore } from '@/ui/shared/container-context';
import { MenuTree } from '@/ui/shared/menu/menu-tree';
import { colors, tones } from '@/ui/styles/tokens';

const page = css`
  max-width: 56rem;
  margin: 0 auto;
  h1 {
    margin: 0 0 2rem;
    font-size: 1.75rem;
    font-weight: 400;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    margin: 0.25rem 0 0.75rem 1.25rem;
    padding-left: 1rem;
    border-left: 1px solid ${colors.line};
  }
  li {
    padding: 0.3rem 0;
  }
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  > ul > li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${colors.line};
  }
  > ul > li > a,
  > ul > li > span {
    font-weight: 600;
  }
  > p {
    color: ${tones.muted};
  }
`;

/**
 * docs/product.md#routes `/shared-content/menus/*`: the editors' preview of a menu story —
 * the main or the secondary menu as the content service holds it, its whole tree of links. The
 * route's loader has checked the name and loaded the site's content.
 */
export const MenuPreviewPage = observer(function MenuPreviewPage() {
  const name = useParams()['*'] as MenuName;
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const menu = name === 'main-menu' ? content.mainMenu : content.secondaryMenu;
  const items = menu?.items ?? [];
  return (
    <div className={page}>
      <h1>{t('Menu_Preview_Title', { name: menu?.title || name })}</h1>
      {items.length === 0 ? <p>{t('Menu_Preview_Empty')}</p> : <MenuTree items={items} />}
    </div>
  );
});
