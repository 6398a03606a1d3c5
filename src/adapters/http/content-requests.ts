import { SHOP_PAGE_SIZE, TRANSLATION_PAGE_SIZE } from '@/domain/content/content-paging';
import type { MenuName } from '@/domain/content/menu-item';
import type { Language } from '@/domain/site/site';

/** A size guide story's own fields (src/ui/catalogue/product-page/size-guide-modal.tsx). */
const SIZE_GUIDE_FIELDS = ['title', 'intro', 'tables'] as const;

/** One GET to the content CDN as plain data: the path under the proxy and its own parameters. */
export interface CdnRequest {
  readonly path: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * What the content gateway asks the CDN for (docs/product.md#content-service Storyblok), in one
 * place so the start-up's preload hints (start-up-requests.ts) name the very same URLs. Light on
 * purpose: the hints are inlined in index.html, so nothing here may pull in the client or the
 * schemas.
 */
export const cdnRequests = {
  /** `cdn/datasource_entries` of `ui-element-translations`, dimension = language, 1000 a page. */
  translations: (language: Language): CdnRequest => ({
    path: 'cdn/datasource_entries',
    params: {
      datasource: 'ui-element-translations',
      dimension: language,
      per_page: TRANSLATION_PAGE_SIZE,
    },
  }),
  /** One story by id or slug, in a language (`cdn/stories/{id|slug}`). */
  story: (idOrSlug: string, language: Language): CdnRequest => ({
    path: `cdn/stories/${idOrSlug.split('/').map(encodeURIComponent).join('/')}`,
    params: { language },
  }),
  menu: (language: Language, name: MenuName): CdnRequest =>
    cdnRequests.story(`shared-content/menus/${name}`, language),
  notices: (language: Language): CdnRequest => ({
    path: 'cdn/stories',
    params: { starts_with: `${language}/shared-content/site-notices/` },
  }),
  /**
   * docs/product.md#content-service size guides: the folder's stories in a language, their
   * content fields left out (the names are what the list is for).
   */
  sizeGuideNames: (language: Language): CdnRequest => ({
    path: 'cdn/stories',
    params: {
      starts_with: 'shared-content/size-guide/',
      language,
      excluding_fields: SIZE_GUIDE_FIELDS.join(','),
    },
  }),
  /** Every store (docs/product.md#validation store finder), read page by page (`pageOf`). */
  shops: (): CdnRequest => ({
    path: 'cdn/stories',
    params: { starts_with: 'shared-content/stores/' },
  }),
};

/** docs/product.md#content-service: a list read 100 a page; `page` counts from 1. */
export function pageOf(request: CdnRequest, page: number): CdnRequest {
  return { ...request, params: { ...request.params, per_page: SHOP_PAGE_SIZE, page } };
}
