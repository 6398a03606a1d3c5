import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { categoryTrail } from '@/domain/catalogue/category-path';
import type { Category } from '@/domain/catalogue/product';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';

const trail = css`
  margin: 0 0 1rem;
  font-size: 0.8125rem;
  color: ${tones.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: 0.5rem;
    color: ${tones.muted};
  }
  a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${colors.ink};
    text-decoration: underline;
  }
  [aria-current] {
    color: ${colors.ink};
  }
`;

/**
 * docs/product.md#product-page: where a product sits — the start page, its category's parents,
 * its category, then the product itself (current) — as the shopper's way back up, beside the trail
 * the page's structured data gives search engines.
 */
export const Breadcrumbs = observer(function Breadcrumbs(props: {
  readonly category: Category | undefined;
  readonly tree: readonly Category[];
  readonly current: string;
}) {
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const prefix = `/${formatSite(site)}`;
  const levels = props.category ? categoryTrail(props.category.uri, props.tree) : [];
  return (
    <nav className={trail} aria-label={t('Breadcrumbs')}>
      <ol>
        <li>
          <Link to={prefix}>{t('Breadcrumbs_Home')}</Link>
        </li>
        {levels.map((level) => (
          <li key={level.uri}>
            <Link to={`${prefix}/${level.uri}`}>{level.label}</Link>
          </li>
        ))}
        <li aria-current="page">{props.current}</li>
      </ol>
    </nav>
  );
});
