import type { ContentLink } from '@/domain/content/content-link';
import type { Footer } from '@/domain/content/footer';
import type { Menu, MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { StoreLocation } from '@/domain/content/store-location';
import type { Story } from '@/domain/content/story';
import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';

export const ContentGateway = Symbol('ContentGateway');

/**
 * The content service (SPEC §7 Content service). In preview mode (SPEC §2) the stories asked
 * for are the editors' drafts. A story asked for by id or slug that does not exist rejects
 * with a `status` 404 GatewayError; a list with nothing in it is `[]`.
 */
export interface ContentGateway {
  /** SPEC §7: the UI texts of one language, from the `ui-element-translations` datasource. */
  translations(language: Language): Promise<Dictionary>;
  /**
   * SPEC §3/§7 Footer: the first story under `{language}/shared-content/footer`, its menus
   * resolved; `undefined` when there is none.
   */
  footer(language: Language): Promise<Footer | undefined>;
  /** SPEC §3/§7: the general settings story, by its id, in the language. */
  settings(language: Language): Promise<SiteSettings>;
  /** SPEC §2 Error page / §7: the 404 story (hero, body, SEO meta), by its id. */
  notFoundPage(language: Language): Promise<Story>;
  /**
   * SPEC §3/§7: every site notice of the language, switched off ones included with their
   * `enabled` flag; the caller keeps the enabled ones (`keepEnabled`, SPEC §5).
   */
  notices(language: Language): Promise<readonly Notice[]>;
  /**
   * SPEC §3/§7: every store under `shared-content/stores/`, read 100 a page until the `total`
   * count is reached, switched off ones included (the caller applies `keepEnabled`).
   */
  stores(): Promise<readonly StoreLocation[]>;
  /**
   * SPEC §7: the base-product-information stories of the language whose `motherSku` is one of
   * `motherSkus`; none asked for gives `[]`.
   */
  baseProductInformation(
    language: Language,
    motherSkus: readonly string[],
  ): Promise<readonly Story[]>;
  /** SPEC §3/§7 `cdn/links`: every story the content service can link to (start-up, §4). */
  links(): Promise<readonly ContentLink[]>;
  /** SPEC §7: the main or secondary menu at `shared-content/menus/{name}`, in the language. */
  menu(language: Language, name: MenuName): Promise<Menu>;
  /** SPEC §7: the size guide at `shared-content/size-guide/{name}` (`plates`, `textiles`, …). */
  sizeGuide(language: Language, name: string): Promise<Story>;
  /** SPEC §7 `cdn/stories` with the size-guide folder: every size guide, in the language. */
  sizeGuides(language: Language): Promise<readonly Story[]>;
  /**
   * SPEC §2 catch-all content page: the page at `slug` in the language's folder; the empty
   * slug is the home page (the folder's start page).
   */
  page(language: Language, slug: string): Promise<Story>;
}
