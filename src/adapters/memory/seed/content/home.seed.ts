import type { Blok, Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

/**
 * Products the hero's hotspots point at (docs/product.md#hero: a hotspot opens a product popup).
 * The skus follow the seeded catalogue's `LERA-{DESIGN}-{COLOUR}` form.
 */
export const HERO_HOTSPOT_SKUS = [
  'LERA-MIDDAGSTALLRIK-SAND',
  'LERA-SKAL-OCEAN',
  'LERA-MUGG-PINK',
] as const;

/**
 * The hero hotspots on the laid-table picture (`MEDIA.heroTable`): x and y in % of the picture,
 * on the plate, the bowl and the mug. `uid` names each hotspot block within its story.
 */
export function tableHotspots(uid: (name: string) => string): readonly Blok[] {
  return HERO_HOTSPOT_SKUS.map((sku, index) =>
    blok('hero_hotspot', uid(`hotspot-${index + 1}`), {
      sku,
      x: [45, 57, 64][index],
      y: [55, 38, 61][index],
    }),
  );
}

/** The image group's four entrances: picture, caption, category path. */
const ROOMS: readonly (readonly [string, Both, string])[] = [
  [MEDIA.plates, ['Tallrikar', 'Plates'], 'servering/tallrikar'],
  [MEDIA.bowls, ['Skålar', 'Bowls'], 'servering/skålar'],
  [MEDIA.textiles, ['Textil', 'Textiles'], 'textil'],
  [MEDIA.vase, ['Vaser', 'Vases'], 'inredning/vaser'],
];

const FAQ: readonly (readonly [question: Both, answer: Both])[] = [
  [
    ['Tål keramiken diskmaskin?', 'Is the ceramics dishwasher safe?'],
    [
      'Ja, allt vårt stengods tål diskmaskin och mikrovågsugn.',
      'Yes, all our stoneware is dishwasher and microwave safe.',
    ],
  ],
  [
    ['Varför ser min tallrik annorlunda ut?', 'Why does my plate look different?'],
    [
      'Glasyren flyter olika i varje bränning, så inga två exemplar är lika.',
      'The glaze flows differently in every firing, so no two pieces are alike.',
    ],
  ],
  [
    ['Hur lång är leveranstiden?', 'How long does delivery take?'],
    ['2–4 vardagar inom Sverige.', '2–4 working days within Sweden, 3–7 elsewhere.'],
  ],
];

/**
 * docs/product.md#content-blocks the home page: the start page of each language's folder, built
 * from every main block.
 */
export function homePage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `home-${language}-${name}`;
  const id = language === 'sv' ? '400101' : '400201';
  const content = blok('page', uid('page'), {
    meta_title: t([
      'Lera – handgjord keramik från Höganäs',
      'Lera – handmade ceramics from Höganäs',
    ]),
    meta_description: t([
      'Drejade tallrikar, skålar och fat, linne och kläder för långsamma middagar.',
      'Wheel-thrown plates, bowls and dishes, linen and clothing for slow dinners.',
    ]),
    body: [
      blok('hero', uid('hero'), {
        headline: t(['Duka för hösten', 'Set the table for autumn']),
        text: t([
          'Nya glasyrer i sand, ocean och skogsgrönt – drejade för hand i vår verkstad.',
          'New glazes in sand, ocean and forest green – thrown by hand in our workshop.',
        ]),
        cta_label: t(['Handla servering', 'Shop tableware']),
        link: linkField(`${language}/servering`),
        images: [image(MEDIA.heroTable, t(['Ett dukat bord', 'A laid table']))],
        videos: [],
        content_position: 'bottom-left',
        height: 'full-height',
        tint: 'dark',
        color: 'light',
        hotspots: tableHotspots(uid),
      }),
      blok('product_list', uid('plates'), {
        headline: t(['Tallrikar', 'Plates']),
        description: t([
          'Middagstallrikar, assietter och djupa tallrikar i fyra glasyrer.',
          'Dinner plates, side plates and deep plates in four glazes.',
        ]),
        category: 'servering/tallrikar',
        query: '',
        limit: 8,
        show_filter_bar: true,
        subtitle: t(['Drejat i Höganäs', 'Thrown in Höganäs']),
      }),
      blok('image_text', uid('workshop'), {
        headline: t(['Från lera till bord', 'From clay to table']),
        text: t([
          'Varje skål drejas, torkas, glaseras och bränns två gånger. Det tar tre veckor – och syns i varje kant.',
          'Every bowl is thrown, dried, glazed and fired twice. It takes three weeks – and it shows in every rim.',
        ]),
        image: image(
          MEDIA.fromClayToTable,
          t([
            'En rå och en glaserad skål på verkstadsbänken',
            'A raw and a glazed bowl on the workbench',
          ]),
        ),
        layout: 'left',
        cta_label: t(['Om oss', 'About us']),
        link: linkField(language === 'sv' ? 'sv/om-oss' : 'en/about-us'),
      }),
      blok('search_product_list', uid('blue'), {
        headline: t(['Allt i ocean', 'Everything in ocean']),
        description: '',
        query: 'ocean',
        limit: 4,
      }),
      blok('image_group', uid('rooms'), {
        headline: t(['Hitta rätt', 'Find your way']),
        caption: t(['Fyra sätt att börja', 'Four places to start']),
        cta_label: t(['Se hela sortimentet', 'See everything']),
        link: linkField(`${language}/servering`),
        items: ROOMS.map(([filename, caption, path], index) =>
          blok('image_group_item', uid(`room-${index + 1}`), {
            image: image(filename, t(caption)),
            caption: t(caption),
            link: linkField(`${language}/${path}`),
          }),
        ),
      }),
      blok('video', uid('video'), {
        desktop_video: { filename: '', alt: '' },
        mobile_video: { filename: '', alt: '' },
        poster: image(
          MEDIA.wheel,
          t(['En nydrejad skål på drejskivan', 'A freshly thrown bowl on the wheel']),
        ),
        caption: t(['En dag i verkstaden', 'A day in the workshop']),
      }),
      blok('accordion', uid('faq'), {
        headline: t(['Vanliga frågor', 'Questions we are asked']),
        items: FAQ.map(([title, text], index) =>
          blok('accordion_item', uid(`faq-${index + 1}`), { title: t(title), text: t(text) }),
        ),
      }),
      blok('newsletter_banner', uid('newsletter'), {
        headline: t(['Få nyheter först', 'Hear about new glazes first']),
        text: t([
          'Prenumerera på vårt nyhetsbrev och få 10 % på din första beställning.',
          'Subscribe to our newsletter and get 10 % off your first order.',
        ]),
        show_always: false,
      }),
    ],
  });
  return story(id, `${language}/`, t(['Startsida', 'Home']), content);
}
