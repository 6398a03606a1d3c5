import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, image, inLanguage, MEDIA, story, type Both } from './seed-helpers';

const SLUG: Both = ['butiker-hitta', 'find-a-store'];

/**
 * Showcase of the shops group (docs/product.md#store-finder): the shop finder over the seeded
 * shops and the online shop list of retailers, at `/se/butiker-hitta` and `/se-en/find-a-store`.
 */
export function showcaseShopsPage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `stores-${language}-${name}`;
  const content = blok('page', uid('page'), {
    meta_title: t(['Hitta en butik | Lera', 'Find a store | Lera']),
    meta_description: t([
      'Besök vår verkstadsbutik i Höganäs eller en av våra butiker i Sverige och Norge.',
      'Visit our workshop store in Höganäs or one of our stores in Sweden and Norway.',
    ]),
    body: [
      blok('headline', uid('title'), { text: t(['Hitta en butik', 'Find a store']), level: 1 }),
      blok('text_block', uid('intro'), {
        text: t([
          'Känn på glasyren och väg tallriken i handen. I verkstadsbutiken i Höganäs drejar vi medan du handlar; i våra andra butiker finns hela sortimentet av keramik och linne.',
          'Feel the glaze and weigh the plate in your hand. In the workshop store in Höganäs we throw while you shop; our other stores carry the whole range of ceramics and linen.',
        ]),
      }),
      blok('store_finder', uid('finder'), {
        headline: t(['Våra butiker', 'Our stores']),
        placeholder: t(['Sök på ort, t.ex. Stockholm', 'Search by town, e.g. Stockholm']),
      }),
      blok('image_text', uid('workshop'), {
        headline: t(['Verkstaden i Höganäs', 'The Höganäs workshop']),
        text: t([
          'Sedan 1998 drejas varje skål i samma lokaler vid hamnen. Titta in en tisdag – då bränner vi.',
          'Since 1998 every bowl has been thrown in the same rooms by the harbour. Drop in on a Tuesday – that is when we fire the kiln.',
        ]),
        image: image(MEDIA.workshop, t(['Verkstaden i Höganäs', 'The workshop in Höganäs'])),
        layout: 'right',
      }),
      blok('online_store_list', uid('online'), {
        headline: t(['Handla hos våra återförsäljare', 'Shop with our retailers']),
        text: t([
          'Lera säljs också hos utvalda webbutiker i Sverige och Norge.',
          'Lera is also sold by selected online shops in Sweden and Norway.',
        ]),
      }),
    ],
  });
  return story(
    t(['440101', '440201']),
    `${language}/${t(SLUG)}`,
    t(['Hitta en butik', 'Find a store']),
    content,
  );
}
