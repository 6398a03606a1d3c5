import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { textField } from '@/domain/content/blok-fields';
import type { Story } from '@/domain/content/story';
import { siteUrl } from '@/domain/seo/alternates';
import { homeJsonLd } from '@/domain/seo/structured-data';
import { routeLookupPath } from '@/domain/site/route-path';
import { useStore } from '@/ui/shared/container-context';
import { PageHead } from '@/ui/shared/page-head';
import { SHOP_NAME } from '@/ui/shared/document-title';

/**
 * A content page's head (docs/product.md#search-engines): the editors' `meta_title` and
 * `meta_description`; its slug is its language's, so its alternates are the other countries in
 * that language. The start page also says who the shop is and how to search it.
 */
export const ContentPageHead = observer(function ContentPageHead(props: { readonly story: Story }) {
  const { site, origin } = useStore(SiteStore);
  const isStartPage = routeLookupPath(useLocation().pathname) === '';
  const { content } = props.story;
  const home = siteUrl(origin, site, '');
  const structuredData = isStartPage
    ? homeJsonLd({
        name: SHOP_NAME,
        url: home,
        logo: `${origin}/favicon.svg`,
        searchUrl: `${siteUrl(origin, site, 'search')}?q={search_term_string}`,
      })
    : [];
  return (
    <PageHead
      heading={textField(content, 'meta_title') || props.story.name}
      description={textField(content, 'meta_description') || undefined}
      languages={[site.language]}
      structuredData={structuredData}
    />
  );
});
