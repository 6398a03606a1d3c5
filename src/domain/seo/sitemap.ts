import type { ContentLink } from '@/domain/content/content-link';
import type { Language } from '@/domain/site/site';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A sitemap of absolute page addresses, each once, in the sitemaps.org format. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = [...new Set(urls)].map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`
  );
}

/** The index of the sites' sitemaps. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`
  );
}

/**
 * The content pages of one language, as paths after the site prefix: the stories in the
 * language's folder of the content service (`sv/om-oss` → `om-oss`, the start page `sv/` → ``).
 * Shared content (menus, size guides) lives outside the language folders and is no page.
 */
export function contentPagePaths(
  links: readonly ContentLink[],
  language: Language,
): readonly string[] {
  const folder = `${language}/`;
  return links
    .filter((link) => link.slug === language || link.slug.startsWith(folder))
    .map((link) => link.slug.slice(folder.length).replace(/\/+$/, ''));
}
