import type { Footer } from '@/domain/content/footer';
import type { Menu, MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';
import type { ContentIds } from '@/adapters/shared/content-ids';

/** What the content service holds for each language; a missing language has nothing. */
export type PerLanguage<T> = Readonly<Partial<Record<Language, T>>>;

/**
 * Everything the content service holds, as the fakes and the stub backend share it. Story ids
 * are digit strings (the CDN API's ids are numbers). Tests build their own (an empty one, one
 * with hundreds of stores) and hand it to both sides.
 */
export interface ContentSeed {
  /**
   * The ids the settings and the 404 stories are asked for by (docs/product.md#content-service).
   */
  readonly ids: ContentIds;
  readonly translations: PerLanguage<Dictionary>;
  /** Published content pages in each language's folder; the home page's slug is the folder. */
  readonly pages: PerLanguage<readonly Story[]>;
  /**
   * Pages that exist only as drafts: seen in preview mode alone (docs/product.md#content-blocks).
   */
  readonly drafts: PerLanguage<readonly Story[]>;
  /** The 404 story; its id is `ids.notFound`. */
  readonly notFound: PerLanguage<Story>;
  readonly footer: PerLanguage<Footer>;
  readonly settings: PerLanguage<SiteSettings>;
  readonly notices: PerLanguage<readonly Notice[]>;
  /** Stores are not translated: one list for every language. */
  readonly shops: readonly ShopLocation[];
  readonly menus: PerLanguage<Readonly<Partial<Record<MenuName, Menu>>>>;
  /** Size guides by slug (`plates`, `textiles`, `apparel`). */
  readonly sizeGuides: PerLanguage<readonly Story[]>;
  /** Base product information stories; each content has a `motherSku` field. */
  readonly productInformation: PerLanguage<readonly Story[]>;
}

/** A content service with nothing in it, for tests of the empty cases. */
export const EMPTY_CONTENT_SEED: ContentSeed = {
  ids: { settings: '1', notFound: '2' },
  translations: {},
  pages: {},
  drafts: {},
  notFound: {},
  footer: {},
  settings: {},
  notices: {},
  shops: [],
  menus: {},
  sizeGuides: {},
  productInformation: {},
};
