import type { Blok, Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

interface PageText {
  readonly id: readonly [sv: string, en: string];
  readonly slug: Both;
  readonly name: Both;
  readonly intro: Both;
}

const ABOUT: PageText = {
  id: ['400102', '400202'],
  slug: ['om-oss', 'about-us'],
  name: ['Om oss', 'About us'],
  intro: [
    'Lera började 2009 med en drejskiva i ett garage i Höganäs. I dag är vi tolv keramiker, två sömmerskor och en hund.',
    'Lera began in 2009 with one wheel in a garage in Höganäs. Today we are twelve potters, two seamstresses and a dog.',
  ],
};

const CARE: PageText = {
  id: ['400103', '400203'],
  slug: ['skotselrad', 'care-guide'],
  name: ['Skötselråd', 'Care guide'],
  intro: [
    'Handgjort håller länge om det får lite omtanke. Så här tar du hand om keramik, linne och ull.',
    'Handmade things last when they get a little care. Here is how to look after ceramics, linen and wool.',
  ],
};

const DELIVERY: PageText = {
  id: ['400104', '400204'],
  slug: ['leveranser', 'delivery'],
  name: ['Leveranser och returer', 'Delivery and returns'],
  intro: [
    'Vi skickar från Höganäs varje vardag. Fri frakt på beställningar över 800 kr.',
    'We ship from Höganäs every working day. Free delivery on orders over 800 SEK.',
  ],
};

/** The whole shop: what "See all in Shop" leads to, every department in one list. */
const SHOP: PageText = {
  id: ['400106', '400206'],
  slug: ['handla', 'shop'],
  name: ['Handla', 'Shop'],
  intro: [
    'Allt vi gör: servering, inredning, textil och kläder – drejat, vävt och sytt i Höganäs.',
    'Everything we make: tableware, interior, textiles and clothing – thrown, woven and sewn in Höganäs.',
  ],
};

const CONTACT: PageText = {
  id: ['400105', '400205'],
  slug: ['kontakt', 'contact'],
  name: ['Kontakt och butiker', 'Contact and stores'],
  intro: [
    'Ring, mejla eller kom förbi en av våra butiker i Sverige och Norge.',
    'Call, write or visit one of our stores in Sweden and Norway.',
  ],
};

const DRAFT: PageText = {
  id: ['400150', '400250'],
  slug: ['nyheter-hosten', 'autumn-news'],
  name: ['Nyheter i höst (utkast)', 'New this autumn (draft)'],
  intro: [
    'Tre nya glasyrer och en tekanna – publiceras i september.',
    'Three new glazes and a teapot – published in September.',
  ],
};

const qa = (language: Language, prefix: string, entries: readonly (readonly [Both, Both])[]) =>
  entries.map(([title, text], index) =>
    blok('accordion_item', `${prefix}-${language}-${index + 1}`, {
      title: inLanguage(language, title),
      text: inLanguage(language, text),
    }),
  );

function page(language: Language, text: PageText, body: readonly Blok[]): Story {
  const t = (both: Both) => inLanguage(language, both);
  const index = language === 'sv' ? 0 : 1;
  const slug = t(text.slug);
  const content = blok('page', `${slug}-${language}-page`, {
    meta_title: `${t(text.name)} | Lera`,
    meta_description: t(text.intro),
    body: [
      blok('headline', `${slug}-${language}-headline`, { text: t(text.name), level: 1 }),
      blok('text_block', `${slug}-${language}-intro`, { text: t(text.intro) }),
      ...body,
    ],
  });
  return story(text.id[index] ?? '', `${language}/${slug}`, t(text.name), content);
}

/**
 * docs/product.md#content-blocks content pages: about us, care guide, delivery, contact (with the
 * store finder).
 */
export function contentPages(language: Language): readonly Story[] {
  const t = (both: Both) => inLanguage(language, both);
  return [
    page(language, ABOUT, [
      blok('image_text', `about-${language}-workshop`, {
        headline: t(['Verkstaden', 'The workshop']),
        text: t([
          'Vi drejar i stengodslera från Skåne och blandar våra glasyrer själva.',
          'We throw Scanian stoneware clay and mix our own glazes.',
        ]),
        image: image(MEDIA.glazes, t(['Glasyrprover i verkstaden', 'Glaze tests in the workshop'])),
        layout: 'full-width-right',
      }),
    ]),
    page(language, CARE, [
      blok('accordion', `care-${language}-accordion`, {
        headline: t(['Material', 'Materials']),
        items: qa(language, 'care', [
          [
            ['Keramik', 'Ceramics'],
            [
              'Diska i maskin. Undvik stora temperaturskillnader.',
              'Dishwasher safe. Avoid sudden changes in temperature.',
            ],
          ],
          [
            ['Linne', 'Linen'],
            ['Tvätta i 40 °C och stryk fuktigt.', 'Wash at 40 °C and iron while damp.'],
          ],
          [
            ['Ull', 'Wool'],
            [
              'Vädra hellre än tvätta. Handtvätt i 30 °C.',
              'Air rather than wash. Hand wash at 30 °C.',
            ],
          ],
        ]),
      }),
    ]),
    page(language, DELIVERY, [
      blok('accordion', `delivery-${language}-accordion`, {
        headline: t(['Frågor om leverans', 'Delivery questions']),
        items: qa(language, 'delivery', [
          [
            ['Leveranstid', 'Delivery time'],
            [
              '2–4 vardagar i Sverige, 3–7 i övriga länder.',
              '2–4 working days in Sweden, 3–7 elsewhere.',
            ],
          ],
          [
            ['Returer', 'Returns'],
            ['30 dagars öppet köp.', '30 days to change your mind.'],
          ],
        ]),
      }),
      blok('delivery_tracking', `delivery-${language}-tracking`, {
        locale: language === 'sv' ? 'sv-SE' : 'en-US',
      }),
    ]),
    page(language, CONTACT, [
      blok('text_block', `contact-${language}-details`, {
        text: t([
          'Kundservice: 042-33 10 00, vardagar 9–16. E-post: hej@lera.example',
          'Customer service: +46 42 33 10 00, weekdays 9–16. E-mail: hello@lera.example',
        ]),
      }),
      blok('store_finder', `contact-${language}-stores`, {
        headline: t(['Våra butiker', 'Our stores']),
        link: linkField(`${language}/${t(CONTACT.slug)}`),
      }),
    ]),
    page(language, SHOP, [
      blok('product_list', `shop-${language}-everything`, {
        headline: '',
        description: '',
        category: '',
        query: '',
        limit: 24,
        show_filter_bar: true,
      }),
    ]),
  ];
}

/**
 * A page editors have not published: only preview mode shows it (docs/product.md#content-blocks).
 */
export function draftPages(language: Language): readonly Story[] {
  return [
    page(language, DRAFT, [
      blok('image_text', `draft-${language}-glazes`, {
        headline: inLanguage(language, ['Tre nya glasyrer', 'Three new glazes']),
        text: inLanguage(language, DRAFT.intro),
        image: image(MEDIA.bowls, inLanguage(language, ['Skålar', 'Bowls'])),
        layout: 'right',
      }),
    ]),
  ];
}
