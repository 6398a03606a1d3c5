import type { ContentLink } from '@/domain/content/content-link';
import type { Footer } from '@/domain/content/footer';
import type { Menu, MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';

export const ContentGateway = Symbol('ContentGateway');

/**
 * The content service (docs/product.md#content-service). In preview mode
 * (docs/product.md#content-blocks) the stories asked for are the editors' drafts. A story asked for
 * by id or slug that does not exist rejects with a `status` 404 GatewayError; a list with nothing
 * in it is `[]`.
 */
export interface ContentGateway {
  /**
   * docs/product.md#content-service: the UI texts of one language, from the
   * `ui-element-translations` datasource.
   */
  translations(language: Language): Promise<Dictionary>;
  /**
   * docs/product.md#footer, docs/product.md#content-service: the first story under
   * `{language}/shared-content/footer`, its menus resolved; `undefined` when there is none.
   */
  footer(language: Language): Promise<Footer | undefined>;
  /**
   * docs/product.md#content, docs/product.md#content-service: the general settings story, by its
   * id, in the language.
   */
  settings(language: Language): Promise<SiteSettings>;
  /**
   * docs/product.md#error-page / docs/product.md#content-service: the 404 story (hero, body, SEO
   * meta), by its id.
   */
  notFoundPage(language: Language): Promise<Story>;
  /**
   * docs/product.md#content, docs/product.md#content-service: every site notice of the language,
   * switched off ones included with their `enabled` flag; the caller keeps the enabled ones
   * (`keepEnabled`, docs/product.md#validation).
   */
  notices(language: Language): Promise<readonly Notice[]>;
  /**
   * docs/product.md#content, docs/product.md#content-service: every store under
   * `shared-content/stores/`, read 100 a page until the `total` count is reached, switched off ones
   * included (the caller applies `keepEnabled`).
   */
  shops(): Promise<readonly ShopLocation[]>;
  /**
   * docs/product.md#content-service: the base-product-information stories of the language whose
   * `motherSku` is one of `motherSkus`; none asked for gives `[]`.
   */
  baseProductInformation(
    language: Language,
    motherSkus: readonly string[],
  ): Promise<readonly Story[]>;
  /**
   * docs/product.md#content, docs/product.md#content-service `cdn/links`: every story the content
   * service can link to (start-up, docs/product.md#content).
   */
  links(): Promise<readonly ContentLink[]>;
  /**
   * docs/product.md#content-service: the main or secondary menu at `shared-content/menus/{name}`,
   * in the language.
   */
  menu(language: Language, name: MenuName): Promise<Menu>;
  /**
   * docs/product.md#content-service: the size guide at `shared-content/size-guide/{name}`
   * (`plates`, `textiles`, …).
   */
  sizeGuide(language: Language, name: string): Promise<Story>;
  /**
   * docs/product.md#content-service `cdn/stories` with the size-guide folder: the names of the
   * size guides there are in the language (`plates`, `textiles`, …), which a product page offers
   * (docs/decisions/0091-size-guides-listed-then-read-by-name.md); their tables come by name.
   */
  sizeGuideNames(language: Language): Promise<readonly string[]>;
  /**
   * docs/product.md#routes content page: the page at `slug` in the language's folder; the empty
   * slug is the home page (the folder's start page).
   */
  page(language: Language, slug: string): Promise<Story>;
}
