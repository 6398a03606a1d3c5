import type { Language } from '@/domain/site/site';

/**
 * A slug with its empty segments dropped: `/sv//om-oss/` → `sv/om-oss`. The content service
 * writes a folder's start page with a trailing slash (`sv/`), routes come with a leading one.
 */
export function normalizeSlug(slug: string): string {
  return slug
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

/** Whether two slugs name the same story, however their slashes are written. */
export function sameSlug(a: string, b: string): boolean {
  return normalizeSlug(a) === normalizeSlug(b);
}

/**
 * docs/product.md#content-service pages by slug: a content page lives in its language's folder
 * (`sv/om-oss`); the home page is the folder's start page, asked for with an empty slug (`sv`).
 */
export function contentPath(language: Language, slug: string): string {
  const rest = normalizeSlug(slug);
  return rest === '' ? language : `${language}/${rest}`;
}
