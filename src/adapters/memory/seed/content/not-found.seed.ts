import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

/**
 * docs/product.md#error-page: the 404 story (hero, body, SEO meta), one story in both languages.
 */
export function notFoundPage(language: Language, id: string): Story {
  const t = (both: Both) => inLanguage(language, both);
  const content = blok('page', `not-found-${language}-page`, {
    meta_title: t(['Sidan finns inte | Lera', 'Page not found | Lera']),
    meta_description: t([
      'Sidan har flyttat eller finns inte längre. Hitta handgjord keramik och linne från verkstaden i Höganäs hos Lera.',
      'The page has moved or no longer exists. Find handmade ceramics and linen from the workshop in Höganäs at Lera.',
    ]),
    hero: [
      blok('hero', `not-found-${language}-hero`, {
        headline: t(['Här var det tomt', 'Nothing on this shelf']),
        text: t([
          'Sidan du letar efter har flyttat eller finns inte längre.',
          'The page you are looking for has moved or no longer exists.',
        ]),
        images: [image(MEDIA.plates, t(['En trave tallrikar', 'A stack of plates']))],
        videos: [],
        hotspots: [],
        height: 'half-height',
        content_position: 'left',
        // Light over the picture, so the text reads where it crosses a plate on a phone.
        tint: 'light',
        color: 'dark',
        cta_label: t(['Till startsidan', 'Go to the home page']),
        link: linkField(`${language}/`),
      }),
    ],
    body: [
      blok('search_product_list', `not-found-${language}-popular`, {
        headline: t(['Kanske något av det här?', 'Perhaps one of these?']),
        description: '',
        query: '',
        limit: 4,
      }),
    ],
  });
  return story(id, 'shared-content/not-found', t(['Sidan finns inte', 'Page not found']), content);
}
