import { inject, injectable, optional } from 'inversify';
import type StoryblokClient from 'storyblok-js-client';
import type * as z from 'zod/mini';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import { SiteContext } from '@/application/shared/site-context.port';
import type { ContentLink } from '@/domain/content/content-link';
import { LINKS_PAGE_SIZE, remainingPages, SHOP_PAGE_SIZE } from '@/domain/content/content-paging';
import { contentPath, normalizeSlug } from '@/domain/content/content-slug';
import type { Footer } from '@/domain/content/footer';
import type { Menu, MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';
import { ContentClient, getContent, getContentPage } from './content-client';
import { ContentIds, SEEDED_CONTENT_IDS } from '@/adapters/shared/content-ids';
import { cdnRequests, pageOf, type CdnRequest } from './content-requests';
import * as toDomain from './content.to-domain';
import { datasourceEntriesSchema } from './schemas/datasource.schema';
import { footerStoriesSchema } from './schemas/footer.schema';
import { linksBodySchema } from './schemas/links.schema';
import { menuBodySchema } from './schemas/menu.schema';
import { noticeStoriesSchema } from './schemas/notice.schema';
import { settingsBodySchema } from './schemas/settings.schema';
import { shopStoriesSchema } from './schemas/shop.schema';
import { storiesBodySchema, storyBodySchema } from './schemas/story.schema';

type Params = Record<string, unknown>;

/**
 * docs/product.md#content-service through the storyblok proxy; drafts in preview mode
 * (docs/product.md#content-blocks).
 */
@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(
    @inject(ContentClient) private readonly client: StoryblokClient,
    @inject(SiteContext) private readonly site: Pick<SiteContext, 'isPreview'>,
    @inject(ContentIds) @optional() private readonly ids: ContentIds = SEEDED_CONTENT_IDS,
  ) {}

  /** `cdn/datasource_entries` of `ui-element-translations`, dimension = language, 1000 a page. */
  async translations(language: Language): Promise<Dictionary> {
    const body = await this.get(cdnRequests.translations(language), datasourceEntriesSchema);
    return Object.fromEntries(
      body.datasource_entries.map((entry) => [
        entry.name,
        entry.dimension_value || entry.value || '',
      ]),
    );
  }

  async footer(language: Language): Promise<Footer | undefined> {
    const body = await this.stories(footerStoriesSchema, {
      starts_with: `${language}/shared-content/footer`,
      resolve_relations: 'footer.menus',
    });
    const [first] = body.stories;
    return first ? toDomain.toFooter(first) : undefined;
  }

  async settings(language: Language): Promise<SiteSettings> {
    const body = await this.get(cdnRequests.story(this.ids.settings, language), settingsBodySchema);
    return toDomain.toSettings(body.story.content);
  }

  async notFoundPage(language: Language): Promise<Story> {
    return toDomain.toStory((await this.story(this.ids.notFound, language, storyBodySchema)).story);
  }

  async notices(language: Language): Promise<readonly Notice[]> {
    const body = await this.get(cdnRequests.notices(language), noticeStoriesSchema);
    return body.stories.map(toDomain.toNotice);
  }

  async shops(): Promise<readonly ShopLocation[]> {
    const stories = await this.allPages(shopStoriesSchema, cdnRequests.shops());
    return stories.map(toDomain.toShopLocation);
  }

  async baseProductInformation(
    language: Language,
    motherSkus: readonly string[],
  ): Promise<readonly Story[]> {
    if (motherSkus.length === 0) return [];
    const stories = await this.allPages(storiesBodySchema, {
      path: 'cdn/stories',
      params: {
        starts_with: `${language}/shared-content/base-product-information/`,
        filter_query: { motherSku: { in: motherSkus.join(',') } },
      },
    });
    return stories.map(toDomain.toStory);
  }

  /** `cdn/links`, 1000 a page, every page of it: the API pages links too (25 by default). */
  async links(): Promise<readonly ContentLink[]> {
    const page = (n: number) => {
      const params = this.versioned({ per_page: LINKS_PAGE_SIZE, page: n, paginated: 1 });
      return getContentPage(this.client, 'cdn/links', params, linksBodySchema);
    };
    const first = await page(1);
    const rest = await Promise.all(
      remainingPages(first.total, first.perPage || LINKS_PAGE_SIZE).map(page),
    );
    return [first, ...rest].flatMap(({ data }) =>
      Object.values(data.links).map(toDomain.toContentLink),
    );
  }

  async menu(language: Language, name: MenuName): Promise<Menu> {
    const body = await this.get(cdnRequests.menu(language, name), menuBodySchema);
    return toDomain.toMenu(body.story.content);
  }

  async sizeGuide(language: Language, name: string): Promise<Story> {
    const path = `shared-content/size-guide/${normalizeSlug(name)}`;
    return toDomain.toStory((await this.story(path, language, storyBodySchema)).story);
  }

  /**
   * `cdn/stories` in the size-guide folder, in the language, every page of it; without the guides'
   * texts and tables (`excluding_fields`), which only the guide a shopper opens needs.
   */
  async sizeGuideNames(language: Language): Promise<readonly string[]> {
    const stories = await this.allPages(storiesBodySchema, cdnRequests.sizeGuideNames(language));
    return stories.map((story) => normalizeSlug(story.slug));
  }

  async page(language: Language, slug: string): Promise<Story> {
    const path = contentPath(language, slug);
    // The home page is the language folder's start page, which the API serves at `sv/`.
    const asked = path === language ? `${language}/` : path;
    return toDomain.toStory((await this.story(asked, language, storyBodySchema)).story);
  }

  /** docs/product.md#pages-and-preview: the editors' drafts; otherwise what is published. */
  private versioned(params: Params): Params {
    return { ...params, version: this.site.isPreview ? 'draft' : 'published' };
  }

  private story<S extends z.ZodMiniType>(idOrSlug: string, language: Language, schema: S) {
    return this.get(cdnRequests.story(idOrSlug, language), schema);
  }

  private get<S extends z.ZodMiniType>({ path, params }: CdnRequest, schema: S) {
    return getContent(this.client, path, this.versioned(params), schema);
  }

  private stories<S extends z.ZodMiniType>(schema: S, params: Params) {
    return getContent(this.client, 'cdn/stories', this.versioned(params), schema);
  }

  /**
   * docs/product.md#content-service: reads 100 a page until the `total` header's count is reached.
   */
  private async allPages<T>(
    schema: z.ZodMiniType<{ stories: T[] }>,
    request: CdnRequest,
  ): Promise<readonly T[]> {
    const page = (n: number) => {
      const { path, params } = pageOf(request, n);
      return getContentPage(this.client, path, this.versioned(params), schema);
    };
    const first = await page(1);
    const rest = await Promise.all(
      remainingPages(first.total, first.perPage || SHOP_PAGE_SIZE).map(page),
    );
    return [first, ...rest].flatMap(({ data }) => data.stories);
  }
}
