import type { ContentGateway } from '@/application/content/content-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { ContentLink } from '@/domain/content/content-link';
import { contentPath, normalizeSlug, sameSlug } from '@/domain/content/content-slug';
import type { Footer } from '@/domain/content/footer';
import type { Menu, MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import type { Dictionary } from '@/domain/content/translate';
import { LANGUAGES, type Language } from '@/domain/site/site';
import { notFound } from './not-found';
import { seededContent } from './seed/content/content.seed';
import type { ContentSeed } from './seed/content/content-seed';

/** Preview is off unless a site context says otherwise. */
const PUBLISHED: Pick<SiteContext, 'isPreview'> = { isPreview: false };

/**
 * The content service over a content seed, for `npm run dev`, the tests and the stub backend.
 * Built by the composition root with the seed and the current site (whose `isPreview` shows
 * draft pages, docs/product.md#content-blocks); tests hand it a seed of their own.
 */
export class MemoryContentGateway implements ContentGateway {
  constructor(
    private readonly seed: ContentSeed = seededContent(Date.now()),
    private readonly site: Pick<SiteContext, 'isPreview'> = PUBLISHED,
  ) {}

  async translations(language: Language): Promise<Dictionary> {
    return this.seed.translations[language] ?? {};
  }

  async footer(language: Language): Promise<Footer | undefined> {
    return this.seed.footer[language];
  }

  async settings(language: Language): Promise<SiteSettings> {
    return this.seed.settings[language] ?? missing(`Settings story ${this.seed.ids.settings}`);
  }

  async notFoundPage(language: Language): Promise<Story> {
    return this.seed.notFound[language] ?? missing(`404 story ${this.seed.ids.notFound}`);
  }

  async notices(language: Language): Promise<readonly Notice[]> {
    return this.seed.notices[language] ?? [];
  }

  async shops(): Promise<readonly ShopLocation[]> {
    return this.seed.shops;
  }

  async baseProductInformation(
    language: Language,
    motherSkus: readonly string[],
  ): Promise<readonly Story[]> {
    const wanted = new Set(motherSkus);
    return (this.seed.productInformation[language] ?? []).filter((story) =>
      wanted.has(String(story.content['motherSku'])),
    );
  }

  async links(): Promise<readonly ContentLink[]> {
    return LANGUAGES.flatMap((language) => this.visiblePages(language)).map(
      ({ id, uuid, fullSlug }) => ({ id, uuid, slug: fullSlug }),
    );
  }

  async menu(language: Language, name: MenuName): Promise<Menu> {
    return this.seed.menus[language]?.[name] ?? missing(`Menu ${name}`);
  }

  async sizeGuide(language: Language, name: string): Promise<Story> {
    const guide = (this.seed.sizeGuides[language] ?? []).find((story) =>
      sameSlug(story.slug, name),
    );
    return guide ?? missing(`Size guide ${name}`);
  }

  async sizeGuideNames(language: Language): Promise<readonly string[]> {
    return (this.seed.sizeGuides[language] ?? []).map((story) => normalizeSlug(story.slug));
  }

  async page(language: Language, slug: string): Promise<Story> {
    const path = contentPath(language, slug);
    const page = this.visiblePages(language).find((story) => sameSlug(story.fullSlug, path));
    return page ?? missing(`Page ${path}`);
  }

  /** Published pages, and the drafts too in preview mode (docs/product.md#content-blocks). */
  private visiblePages(language: Language): readonly Story[] {
    const published = this.seed.pages[language] ?? [];
    return this.site.isPreview ? [...published, ...(this.seed.drafts[language] ?? [])] : published;
  }
}

function missing(what: string): never {
  throw notFound(what);
}
