import { Hono, type Context } from 'hono';
import { MemoryContentGateway } from '../../src/adapters/memory/content-gateway.memory';
import { seededContent } from '../../src/adapters/memory/seed/content/content.seed';
import type { ContentSeed } from '../../src/adapters/memory/seed/content/content-seed';
import { GatewayError } from '../../src/application/shared/gateway-error';
import { pageOf } from '../../src/domain/content/content-paging';
import { MENU_NAMES, type MenuName } from '../../src/domain/content/menu-item';
import type { Story } from '../../src/domain/content/story';
import { isLanguage, type Language } from '../../src/domain/site/site';
import { linksBody, noticeStories, settingsBody, shopStories } from '../content-entries.wire';
import { footerBody, namedMenuBody, storyBody } from '../content.wire';
import { datasourceEntriesBody } from '../wire';

type Query = Readonly<Record<string, string>>;

/**
 * The CDN API's page size when none is asked for, and the most it gives
 * (docs/product.md#content-service).
 */
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;
const MAX_LINKS_PER_PAGE = 1000;

/**
 * docs/product.md#content-service in the shape of the CDN API behind `/api/storyblok-proxy/`, over
 * a content seed (the seeded shop unless a test plants its own). Every answer comes from the
 * memory fake, so both sides share its rules (drafts in preview, the mother-sku filter).
 */
export function contentRoutes(seed: ContentSeed = seededContent(Date.now())): Hono {
  const app = new Hono();
  const gateway = (query: Query) =>
    new MemoryContentGateway(seed, { isPreview: query['version'] === 'draft' });

  app.onError((error, c) =>
    error instanceof GatewayError && error.status === 404
      ? c.json(['This record could not be found'], 404)
      : c.json({ error: String(error) }, 500),
  );

  app.get('/cdn/datasource_entries', async (c) => {
    const { datasource, dimension = '' } = c.req.query();
    if (datasource !== 'ui-element-translations' || !isLanguage(dimension)) {
      return c.json({ datasource_entries: [] });
    }
    return c.json(datasourceEntriesBody(await gateway(c.req.query()).translations(dimension)));
  });

  // Links are paged as the CDN API pages them: 25 by default, at most 1000.
  app.get('/cdn/links', async (c) => {
    const query = c.req.query();
    const links = await gateway(query).links();
    return c.json(linksBody(pageAsked(c, links, query, MAX_LINKS_PER_PAGE)));
  });

  app.get('/cdn/stories', async (c) => {
    const query = c.req.query();
    const { stories, rels } = await listStories(gateway(query), seed, query);
    return paged(c, stories, query, rels);
  });

  app.get('/cdn/stories/:rest{.+}', async (c) => {
    const query = c.req.query();
    const body = await oneStory(gateway(query), seed, c.req.param('rest'), language(query));
    return c.json(body);
  });

  return app;
}

/** The `language` parameter of a story asked for by id or slug; the space's default is Swedish. */
function language(query: Query): Language {
  const asked = query['language'] ?? '';
  return isLanguage(asked) ? asked : 'sv';
}

/** `cdn/stories?starts_with=…`: the folders the shop reads; any other prefix has no stories. */
async function listStories(
  gateway: MemoryContentGateway,
  seed: ContentSeed,
  query: Query,
): Promise<{ stories: readonly unknown[]; rels?: readonly unknown[] | undefined }> {
  const startsWith = query['starts_with'] ?? '';
  const folder =
    /^(sv|en)\/shared-content\/(footer|site-notices\/?$|base-product-information\/?$)/.exec(
      startsWith,
    );
  if (/^shared-content\/size-guide\/?$/.test(startsWith)) {
    const guides = seed.sizeGuides[language(query)] ?? [];
    return { stories: guides.map((guide) => storyBody(excludingFields(guide, query))) };
  }
  if (/^shared-content\/stores\/?$/.test(startsWith)) {
    return { stories: shopStories(await gateway.shops()) };
  }
  if (!folder) return { stories: [] };
  const lang = folder[1] as Language;
  if (folder[2] === 'footer') {
    const footer = await gateway.footer(lang);
    if (!footer) return { stories: [] };
    const resolve = (query['resolve_relations'] ?? '').split(',').includes('footer.menus');
    return footerBody(footer, lang, resolve);
  }
  if (folder[2]?.startsWith('site-notices')) {
    return { stories: noticeStories(await gateway.notices(lang), lang) };
  }
  const asked = query['filter_query[motherSku][in]'];
  const skus =
    asked === undefined
      ? (seed.productInformation[lang] ?? []).map((story) => String(story.content['motherSku']))
      : asked.split(',');
  return { stories: (await gateway.baseProductInformation(lang, skus)).map(storyBody) };
}

/** A story without the content fields `excluding_fields` names, as the CDN API leaves them out. */
function excludingFields(story: Story, query: Query): Story {
  const excluded = new Set((query['excluding_fields'] ?? '').split(','));
  const content = Object.fromEntries(
    Object.entries(story.content).filter(([field]) => !excluded.has(field)),
  ) as Story['content'];
  return { ...story, content };
}

/** `cdn/stories/{id|slug}` (Hono has decoded the path): the settings and 404 stories by id, menus, size guides, pages. */
async function oneStory(
  gateway: MemoryContentGateway,
  seed: ContentSeed,
  path: string,
  lang: Language,
): Promise<unknown> {
  if (path === seed.ids.settings) return settingsBody(await gateway.settings(lang), path, lang);
  if (path === seed.ids.notFound) return { story: storyBody(await gateway.notFoundPage(lang)) };
  const menu = /^shared-content\/menus\/([^/]+)$/.exec(path)?.[1];
  if (menu !== undefined && isMenuName(menu)) {
    return { story: namedMenuBody(await gateway.menu(lang, menu), menu) };
  }
  const guide = /^shared-content\/size-guide\/([^/]+)$/.exec(path)?.[1];
  if (guide !== undefined) return { story: storyBody(await gateway.sizeGuide(lang, guide)) };
  const page = /^(sv|en)(?:\/(.*))?$/.exec(path);
  if (page) return { story: storyBody(await gateway.page(page[1] as Language, page[2] ?? '')) };
  throw new GatewayError('status', `No story at ${path}`, { status: 404 });
}

function isMenuName(name: string): name is MenuName {
  return (MENU_NAMES as readonly string[]).includes(name);
}

/** A page of stories with the CDN API's paging headers (docs/product.md#content-service). */
function paged(c: Context, stories: readonly unknown[], query: Query, rels?: readonly unknown[]) {
  const page = pageAsked(c, stories, query, MAX_PER_PAGE);
  return c.json({ stories: page, ...(rels ? { rels } : {}) });
}

/**
 * The page `page` and `per_page` ask for (25 a page by default, at most `maxPerPage`), its
 * `total` and `per-page` headers set as the CDN API sets them.
 */
function pageAsked<T>(
  c: Context,
  entries: readonly T[],
  query: Query,
  maxPerPage: number,
): readonly T[] {
  const perPage = Math.min(maxPerPage, Math.max(1, Number(query['per_page']) || DEFAULT_PER_PAGE));
  const page = Math.max(1, Math.floor(Number(query['page']) || 1));
  c.header('total', String(entries.length));
  c.header('per-page', String(perPage));
  return pageOf(entries, page, perPage);
}
