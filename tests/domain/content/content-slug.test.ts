import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { contentPath, normalizeSlug, sameSlug } from '@/domain/content/content-slug';
import { language } from '../../support/arbitraries';
import { messySlug, slugSegments } from '../../support/content-arbitraries';

describe('content slugs (docs/product.md#content-service)', () => {
  test.prop([slugSegments, fc.constantFrom('', '/', '//')])(
    'drops empty segments however the slashes are written',
    (segments, slash) => {
      const written = `${slash}${segments.join(`/${slash}`)}${slash}`;
      expect(normalizeSlug(written)).toBe(segments.join('/'));
    },
  );

  test.prop([messySlug])('is idempotent', (slug) => {
    expect(normalizeSlug(normalizeSlug(slug))).toBe(normalizeSlug(slug));
  });

  test.prop([messySlug, messySlug])(
    'calls slugs the same exactly when normalised equal',
    (a, b) => {
      expect(sameSlug(a, b)).toBe(normalizeSlug(a) === normalizeSlug(b));
      expect(sameSlug(a, `/${a}/`)).toBe(true);
    },
  );

  test.prop([language, slugSegments])('puts a page in its language folder', (lang, segments) => {
    expect(contentPath(lang, `/${segments.join('/')}/`)).toBe(`${lang}/${segments.join('/')}`);
  });

  test.prop([language, fc.constantFrom('', '/', '//')])(
    'makes the empty slug the folder itself: the home page',
    (lang, slug) => {
      expect(contentPath(lang, slug)).toBe(lang);
      expect(sameSlug(contentPath(lang, slug), `${lang}/`)).toBe(true);
    },
  );

  it('keeps letters and case as written', () => {
    expect(contentPath('sv', 'servering/Skålar')).toBe('sv/servering/Skålar');
    expect(sameSlug('sv/om-oss', 'sv/Om-oss')).toBe(false);
  });
});
