import { ok, err, type Result } from '@/domain/result';
import { isLanguage, type Site, type SiteError } from './site';

/** Query parameters as plain data: the first value of each name. */
export type QueryParams = Readonly<Record<string, string | undefined>>;

/** The content editor marks its preview with this parameter (docs/product.md#content-blocks). */
export const PREVIEW_PARAM = '_storyblok';
/** The editor names the story's language here; `default` is the default language. */
export const PREVIEW_LANGUAGE_PARAM = '_storyblok_lang';

export function isPreview(query: QueryParams): boolean {
  return query[PREVIEW_PARAM] !== undefined;
}

/**
 * docs/product.md#content-blocks: in content-editor preview the country is `se` and the language
 * comes from the editor's language parameter, where `default` (or no value) means English.
 * Returns `undefined` when the page is not a preview.
 */
export function previewSite(query: QueryParams): Result<Site, SiteError> | undefined {
  if (!isPreview(query)) return undefined;
  const requested = query[PREVIEW_LANGUAGE_PARAM];
  const language = requested === undefined || requested === 'default' ? 'en' : requested;
  if (!isLanguage(language)) return err({ kind: 'site/invalid-language', language });
  return ok({ country: 'se', language });
}
