import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { previewSite } from '@/domain/site/preview-site';
import { language } from '../../support/arbitraries';

const otherParams = fc.dictionary(
  fc.string().filter((key) => !key.startsWith('_storyblok')),
  fc.string(),
);

describe('content-editor preview (docs/product.md#route-prefix)', () => {
  test.prop([otherParams])('without _storyblok the page is not a preview', (query) => {
    expect(previewSite(query)).toBeUndefined();
  });

  test.prop([otherParams, fc.string(), language])(
    'a preview is in se, in the language the editor names',
    (query, space, lang) => {
      expect(previewSite({ ...query, _storyblok: space, _storyblok_lang: lang })).toEqual({
        ok: true,
        value: { country: 'se', language: lang },
      });
    },
  );

  test.prop([otherParams, fc.string()])('default, or no language, means English', (query, id) => {
    const english = { ok: true, value: { country: 'se', language: 'en' } };
    expect(previewSite({ ...query, _storyblok: id, _storyblok_lang: 'default' })).toEqual(english);
    expect(previewSite({ ...query, _storyblok: id })).toEqual(english);
  });

  test('a language the shop does not have is invalid', () => {
    expect(previewSite({ _storyblok: '1', _storyblok_lang: 'de' })).toEqual({
      ok: false,
      error: { kind: 'site/invalid-language', language: 'de' },
    });
  });
});
