import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { siteUrl } from '@/domain/seo/alternates';
import { contentPagePaths, sitemapIndexXml, sitemapXml } from '@/domain/seo/sitemap';
import { LANGUAGES, type Site } from '@/domain/site/site';
import { serverShop } from './server-shop';

/**
 * The sitemap index (docs/product.md#search-engines): one sitemap per site, every country a
 * shopper can choose in each language.
 */
export async function sitemapIndex(
  origin: string,
  settings: Readonly<Record<string, string>>,
): Promise<string> {
  const { sites } = await serverShop(settings);
  const urls = sites.options.flatMap(({ country }) =>
    LANGUAGES.map((language) => `${siteUrl(origin, { country, language }, '')}/sitemap.xml`),
  );
  return sitemapIndexXml(urls);
}

/**
 * One site's sitemap (docs/product.md#search-engines): its start page, the content pages of its
 * language, every category and every product; undefined for a site the shop does not sell in.
 */
export async function siteSitemap(
  site: Site,
  origin: string,
  settings: Readonly<Record<string, string>>,
): Promise<string | undefined> {
  const { container, sites } = await serverShop(settings);
  if (!sites.setSite(site).ok) return undefined;
  const [links, categories, products] = await Promise.all([
    container.get<ContentGateway>(ContentGateway).links(),
    container.get<CatalogueGateway>(CatalogueGateway).categories(),
    container.get<CatalogueGateway>(CatalogueGateway).products(),
  ]);
  const paths = [
    '',
    ...contentPagePaths(links, site.language),
    ...categories.map((category) => category.uri),
    ...products.map((product) => product.uri),
  ];
  return sitemapXml(paths.map((path) => siteUrl(origin, site, path)));
}
