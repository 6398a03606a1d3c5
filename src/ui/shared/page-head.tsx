import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { alternateLinks, hreflangOf, siteUrl } from '@/domain/seo/alternates';
import type { JsonLd } from '@/domain/seo/structured-data';
import type { Language } from '@/domain/site/site';
import { routeLookupPath } from '@/domain/site/route-path';
import { useStore } from '@/ui/shared/container-context';
import { SHOP_NAME } from './document-title';
import { ShopDescription } from './shop-description';

/** JSON in a script element, with `<` escaped so no value can end the element. */
const scriptJson = (value: JsonLd) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page's head for search engines and link previews (docs/product.md#search-engines), beside its
 * `DocumentTitle`: its description (the shop's when it has none), its canonical address, the
 * same page in every site that shows it (`hreflang`, with `x-default`), Open Graph tags, and its
 * structured data. React puts the tags
 * in the document's head, on the server too.
 */
export const PageHead = observer(function PageHead(props: {
  /** What a link preview calls the page: its name or title. */
  readonly heading: string;
  readonly description?: string | undefined;
  /** The picture of a link preview, absolute. */
  readonly image?: string | undefined;
  /** The languages the page exists in at this path: both unless a content page's slug is one's. */
  readonly languages?: readonly Language[];
  readonly type?: 'website' | 'product';
  readonly structuredData?: readonly JsonLd[];
}) {
  const { heading, description, image, languages, type = 'website' } = props;
  const sites = useStore(SiteStore);
  const { origin } = sites;
  const { pathname } = useLocation();
  const path = routeLookupPath(pathname);
  const canonical = siteUrl(origin, sites.site, path);
  const alternates = alternateLinks({
    origin,
    path,
    site: sites.site,
    countries: sites.countries,
    languages,
  });
  return (
    <>
      {description ? <meta name="description" content={description} /> : <ShopDescription />}
      <link rel="canonical" href={canonical} />
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={heading} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={hreflangOf(sites.site).replace('-', '_')} />
      {image ? <meta property="og:image" content={image} /> : null}
      {(props.structuredData ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Our own JSON, escaped by scriptJson.
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
});
