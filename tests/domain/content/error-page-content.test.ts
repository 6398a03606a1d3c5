import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { linkField, textField } from '@/domain/content/blok-fields';
import { errorHero, errorPageContent } from '@/domain/content/error-page-content';
import { resolveMenuLink } from '@/domain/content/menu-link';
import type { Blok, Story } from '@/domain/content/story';
import { formatSite, type Site } from '@/domain/site/site';
import { site } from '../../support/arbitraries';
import { anyFieldValue, blokTree } from '../../support/blok-arbitraries';
import { slugSegments } from '../../support/content-arbitraries';

const storyOf = (content: Blok): Story => ({
  id: '410002',
  uuid: 'u',
  name: 'Page not found',
  slug: 'not-found',
  fullSlug: 'shared-content/not-found',
  content,
});

const hero: Blok = {
  _uid: 'hero',
  component: 'hero',
  headline: 'Nothing on this shelf',
  text: 'The page you are looking for has moved or no longer exists.',
  images: [{ filename: '/media/content/plates.jpg', alt: 'A stack of plates' }],
  cta_label: 'Go to the home page',
  link: { fieldtype: 'multilink', linktype: 'story', cached_url: 'en/', url: '' },
};
const popular: Blok = { _uid: 'popular', component: 'search_product_list', limit: 4 };
const wayHome = (s: Site) => ({ label: 'Back to the shop', site: s });
const seEn: Site = { country: 'se', language: 'en' };

/** Where a hero's button leads, on `s`, and what it says. */
const button = (blok: Blok, s: Site) => {
  const link = linkField(blok, 'link');
  return { label: textField(blok, 'cta_label'), to: link && resolveMenuLink(link, s) };
};

describe('the 404 story as the error page reads it (docs/product.md#error-page: hero, body, SEO meta)', () => {
  it('gives its hero whole, its body and its meta', () => {
    const page = errorPageContent(
      storyOf({
        _uid: 'p',
        component: 'page',
        meta_title: ' Page not found | Lera ',
        meta_description: 'The page has moved.',
        hero: [hero],
        body: [popular],
      }),
    );
    expect(page).toEqual({
      hero,
      body: [popular],
      metaTitle: 'Page not found | Lera',
      metaDescription: 'The page has moved.',
    });
  });

  it('reads nothing from no story', () => {
    expect(errorPageContent(undefined)).toEqual({
      hero: undefined,
      body: [],
      metaTitle: '',
      metaDescription: '',
    });
  });

  test.prop([anyFieldValue, anyFieldValue, anyFieldValue, anyFieldValue])(
    'reads any malformed field as empty, never throwing',
    (heroField, body, title, description) => {
      const page = errorPageContent(
        storyOf({
          _uid: 'p',
          component: 'page',
          hero: heroField,
          body,
          meta_title: title,
          meta_description: description,
        }),
      );
      expect(page.hero === undefined || page.hero.component === 'hero').toBe(true);
      expect(Array.isArray(page.body)).toBe(true);
      expect(typeof page.metaTitle).toBe('string');
      expect(typeof page.metaDescription).toBe('string');
    },
  );

  test.prop([fc.array(blokTree, { maxLength: 4 })])(
    'takes the first hero of its hero field and nothing else for it',
    (bloks) => {
      const page = errorPageContent(storyOf({ _uid: 'p', component: 'page', hero: bloks }));
      expect(page.hero).toBe(bloks.find((blok) => blok.component === 'hero'));
    },
  );
});

describe('the hero an error shows', () => {
  test.prop([site])('a 404 keeps the story’s hero as it is, the editors’ button too', (s) => {
    expect(errorHero(hero, wayHome(s))).toEqual(hero);
  });

  test.prop([site, fc.string()])(
    'another status keeps the picture and button, and gives the headline and text way',
    (s, text) => {
      const shown = errorHero(hero, wayHome(s), text);
      expect(shown).toMatchObject({ headline: '', text, images: hero.images });
      expect(button(shown, s)).toEqual(button(hero, s));
    },
  );

  const noButton = [
    { ...hero, cta_label: '' },
    { ...hero, cta_label: '   ' },
    { ...hero, link: undefined },
    { ...hero, link: { fieldtype: 'multilink', linktype: 'story', cached_url: '', url: '' } },
    { ...hero, link: { fieldtype: 'multilink', linktype: 'url', url: 'javascript:alert(1)' } },
  ];
  test.prop([site, fc.constantFrom(...noButton), fc.option(fc.string(), { nil: undefined })])(
    'a hero without a button that leads somewhere gets the way back to the shop',
    (s, blok, failureText) => {
      expect(button(errorHero(blok, wayHome(s), failureText), s)).toEqual({
        label: 'Back to the shop',
        to: { kind: 'internal', path: `/${formatSite(s)}` },
      });
    },
  );

  test.prop([site, slugSegments])('an editors’ button to any page stays theirs', (s, segments) => {
    const blok = {
      ...hero,
      link: { linktype: 'story', cached_url: segments.join('/') },
    };
    expect(button(errorHero(blok, wayHome(s)), s).label).toBe('Go to the home page');
  });

  it('leads home in the site’s language', () => {
    expect(button(errorHero({ ...hero, cta_label: '' }, wayHome(seEn)), seEn).to).toEqual({
      kind: 'internal',
      path: '/se-en',
    });
  });
});
