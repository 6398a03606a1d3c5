import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { SiteStore } from '@/application/site/site.store';
import { parseShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { AnswerRecorder } from '@/composition/first-screen/answer-log';
import { siteUrl } from '@/domain/seo/alternates';
import { contentPagePaths, sitemapIndexXml, sitemapXml } from '@/domain/seo/sitemap';
import { LANGUAGES, type Site } from '@/domain/site/site';
import { serverPlatformModule } from './server-platform.module';

async function shopFor(settings: Readonly<Record<string, string>>) {
  const container = await createContainer(parseShopConfig(settings), {
    platform: 'server',
    serverPlatform: serverPlatformModule(Date.now()),
    recorder: new AnswerRecorder(),
  });
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  return { container, sites };
}

/**
 * The sitemap index (docs/product.md#search-engines): one sitemap per site, every country a
 * shopper can choose in each language.
 */
export async function sitemapIndex(
  origin: string,
  settings: Readonly<Record<string, string>>,
): Promise<string> {
  const { sites } = await shopFor(settings);
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
  const { container, sites } = await shopFor(settings);
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
