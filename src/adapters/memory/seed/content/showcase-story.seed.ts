import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { productIdsOf } from './chosen-products.seed';
import { PAGES } from './menus.seed';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

/** The showcase's own pictures, in `public/media/content/` and the product pictures' folder. */
const STAGE_MEDIA = {
  clay: '/media/content/timeline-clay.jpg',
  glaze: '/media/content/timeline-glaze.jpg',
  kiln: '/media/content/timeline-kiln.jpg',
  parcel: '/media/content/timeline-parcel.jpg',
} as const;
const styled = (name: string) => `/media/products/${name}-styled.jpg`;

export const STORY_SHOWCASE_SLUGS: Both = ['visningsrum-hallbarhet', 'showcase-sustainability'];

/**
 * What the ocean table in the look's picture holds, in the editor's order — not the catalogue's,
 * and two colours of one design among them.
 */
export const LOOK_PRODUCTS = [
  'LERA-RUNT-FAT-OCEAN',
  'LERA-MIDDAGSTALLRIK-OCEAN',
  'LERA-LINNEDUK-SAND',
  'LERA-MIDDAGSTALLRIK-SAND',
  'LERA-MUGG-OCEAN',
] as const;

/** A sustainability timeline's stages: name, picture, alt text. */
const STAGES: readonly (readonly [Both, string, Both])[] = [
  [
    ['Leran bryts i Skåne', 'Clay dug in Skåne'],
    STAGE_MEDIA.clay,
    ['Råa lerblock', 'Blocks of raw clay'],
  ],
  [
    ['Drejas för hand', 'Thrown by hand'],
    MEDIA.wheel,
    ['En nydrejad skål på drejskivan', 'A freshly thrown bowl on the wheel'],
  ],
  [
    ['Glaseras i små satser', 'Glazed in small batches'],
    STAGE_MEDIA.glaze,
    ['En skål doppas i glasyr', 'A bowl dipped in glaze'],
  ],
  [
    ['Bränns två gånger', 'Fired twice'],
    STAGE_MEDIA.kiln,
    ['Tallrikar i en glödande ugn', 'Plates in a glowing kiln'],
  ],
  [
    ['Packas i återvunnet papper', 'Packed in recycled paper'],
    STAGE_MEDIA.parcel,
    ['Ett paket med snöre', 'A parcel tied with string'],
  ],
  [
    ['Dukas fram i många år', 'Set on the table for years'],
    MEDIA.heroTable,
    ['Ett dukat bord', 'A laid table'],
  ],
];

/** A carbon footprint's entries: name, percentage, size token. */
const FOOTPRINT: readonly (readonly [Both, number, string])[] = [
  [['Bränning', 'Firing'], 48, 'xl'],
  [['Lera och glasyr', 'Clay and glaze'], 24, 'lg'],
  [['Frakt', 'Shipping'], 18, 'sm'],
  [['Förpackning och verkstad', 'Packaging and workshop'], 10, 'xs'],
];

/** The styling gallery's looks: picture, caption, call to action, where it leads. */
const LOOKS: readonly (readonly [string, Both, Both, string | Both])[] = [
  [
    styled('middagstallrik-sand'),
    ['Middagstallrik i sand', 'Dinner plate in sand'],
    ['Se tallriken', 'See the plate'],
    'middagstallrik-sand',
  ],
  [
    styled('skal-ocean'),
    ['Skål i ocean', 'Bowl in ocean'],
    ['Se skålen', 'See the bowl'],
    'skal-ocean',
  ],
  [
    styled('linneduk-sand'),
    ['Linneduk i sand', 'Linen tablecloth in sand'],
    ['Se duken', 'See the tablecloth'],
    'linneduk-sand',
  ],
  [
    styled('vas-hog-earth'),
    ['Hög vas i jord', 'Tall vase in earth'],
    ['Se vasen', 'See the vase'],
    'vas-hog-earth',
  ],
  [styled('mugg-pink'), ['Mugg i rosa', 'Mug in pink'], ['Se muggen', 'See the mug'], 'mugg-pink'],
  [
    MEDIA.textiles,
    ['Linne från Tranås', 'Linen woven in Tranås'],
    ['Skötselråd', 'Care guide'],
    PAGES.care,
  ],
];

/** The sub navigation's text items: label and page (this page among them). */
const SECTION: readonly (readonly [Both, Both])[] = [
  [['Om oss', 'About us'], PAGES.about],
  [['Hållbarhet', 'Sustainability'], STORY_SHOWCASE_SLUGS],
  [['Skötselråd', 'Care guide'], PAGES.care],
  [['Leveranser', 'Delivery'], PAGES.delivery],
  [['Kontakt', 'Contact'], PAGES.contact],
];

/** The care submenu's own items: label and page. */
const CARE: readonly (readonly [Both, Both])[] = [
  [['Skötselråd', 'Care guide'], PAGES.care],
  [['Leveranser och returer', 'Delivery and returns'], PAGES.delivery],
  [['Verkstaden i Höganäs', 'The Höganäs workshop'], PAGES.about],
  [['Fråga oss', 'Ask us'], PAGES.contact],
];

/** The sub navigation's picture items: label, picture, category path. */
const ROOMS: readonly (readonly [Both, string, string])[] = [
  [['Tallrikar', 'Plates'], MEDIA.plates, 'servering/tallrikar'],
  [['Skålar', 'Bowls'], MEDIA.bowls, 'servering/skålar'],
  [['Muggar', 'Mugs'], styled('mugg-ocean'), 'servering/muggar'],
  [['Textil', 'Textiles'], MEDIA.textiles, 'textil'],
  [['Vaser', 'Vases'], MEDIA.vase, 'inredning/vaser'],
  [['Ljus', 'Candles'], styled('kronljus-white'), 'inredning/ljus'],
];

/**
 * Showcase of the story blocks (docs/product.md#content-blocks): sub navigation (text and
 * pictures), the sustainability timeline, carbon footprint, shop the look, styling gallery,
 * submenus (a menu's and their own items) and the newsletter banner, with the Höganäs workshop's
 * content.
 */
export function showcaseStoryPage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `story-${language}-${name}`;
  const page = (slug: Both | string) =>
    linkField(`${language}/${typeof slug === 'string' ? slug : t(slug)}`);
  const id = language === 'sv' ? '420101' : '420201';
  const content = blok('page', uid('page'), {
    meta_title: t(['Hållbarhet – Lera', 'Sustainability – Lera']),
    body: [
      blok('sub_navigation', uid('section'), {
        headline: t(['Om Lera', 'About Lera']),
        items: SECTION.map(([label, slug], index) =>
          blok('sub_navigation_item', uid(`section-${index + 1}`), {
            label: t(label),
            link: page(slug),
          }),
        ),
      }),
      blok('headline', uid('headline'), {
        text: t(['Hållbart, steg för steg', 'Sustainable, step by step']),
        level: 1,
      }),
      blok('text_block', uid('intro'), {
        text: t([
          'Vi drejar varje tallrik i vår verkstad i Höganäs, av lera från Skåne. Här visar vi hur en bit blir till, vad den kostar klimatet och hur den kan leva länge på ditt bord.',
          'We throw every plate in our Höganäs workshop, from clay dug in Skåne. Here is how a piece comes to be, what it costs the climate and how it can live long on your table.',
        ]),
      }),
      blok('sustainability_timeline', uid('timeline'), {
        headline: t(['Från lertag till middagsbord', 'From clay pit to dinner table']),
        text: t([
          'Dra i reglaget eller svep för att följa en tallrik genom verkstaden.',
          'Drag the bar or swipe to follow a plate through the workshop.',
        ]),
        stages: STAGES.map(([name, filename, alt], index) =>
          blok('timeline_stage', uid(`stage-${index + 1}`), {
            name: t(name),
            image: image(filename, t(alt)),
          }),
        ),
      }),
      blok('carbon_footprint', uid('footprint'), {
        headline: t([
          'Klimatavtrycket för en middagstallrik',
          'The carbon footprint of a dinner plate',
        ]),
        text: t([
          'Så fördelas utsläppen från lertag till din dörr. Bränningen väger tyngst – därför eldar vi ugnen med förnybar el.',
          'How the emissions split from clay pit to your door. Firing weighs the most, so our kiln runs on renewable power.',
        ]),
        entries: FOOTPRINT.map(([name, percentage, size], index) =>
          blok('carbon_footprint_entry', uid(`footprint-${index + 1}`), {
            name: t(name),
            percentage,
            size,
          }),
        ),
      }),
      blok('shop_the_look', uid('look'), {
        headline: t(['Handla looken: havsdukning', 'Shop the look: an ocean table']),
        text: t([
          'Djupa blå glasyrer mot linne i sand – allt på bilden finns att köpa.',
          'Deep blue glazes against sand linen – everything in the picture is for sale.',
        ]),
        image: image(
          styled('runt-fat-ocean'),
          t(['Ett fat i ocean på ett dukat bord', 'An ocean dish on a laid table']),
        ),
        products: productIdsOf(LOOK_PRODUCTS),
      }),
      blok('styling_gallery', uid('gallery'), {
        headline: t(['Så stylar vi', 'How we style it']),
        text: t([
          'Bilder från vår studio. Tryck på en bild för att se produkten.',
          'Pictures from our studio. Tap one to see the piece.',
        ]),
        items: LOOKS.map(([filename, caption, cta, slug], index) =>
          blok('styling_gallery_item', uid(`look-${index + 1}`), {
            image: image(filename, t(caption)),
            caption: t(caption),
            cta_label: t(cta),
            link: typeof slug === 'string' ? linkField(slug) : page(slug),
          }),
        ),
      }),
      blok('sub_navigation', uid('rooms'), {
        headline: t(['Handla efter rum', 'Shop by room']),
        items: ROOMS.map(([label, filename, path], index) =>
          blok('sub_navigation_item', uid(`room-${index + 1}`), {
            label: t(label),
            image: image(filename, t(label)),
            link: page(path),
          }),
        ),
      }),
      blok('submenu', uid('menu'), {
        headline: t(['Hitta vidare', 'Find your way']),
        menu: 'main-menu',
      }),
      blok('submenu', uid('care'), {
        headline: t(['Ta hand om din keramik', 'Caring for your ceramics']),
        items: CARE.map(([label, slug], index) =>
          blok('submenu_item', uid(`care-${index + 1}`), { label: t(label), link: page(slug) }),
        ),
      }),
      blok('newsletter_banner', uid('newsletter'), {
        headline: t(['Följ med till verkstaden', 'Come along to the workshop']),
        text: t([
          'Ett brev i månaden om nya glasyrer, bränningar och hur vi minskar vårt avtryck.',
          'One letter a month about new glazes, firings and how we shrink our footprint.',
        ]),
        image: image(MEDIA.workshop, t(['Verkstaden i Höganäs', 'The Höganäs workshop'])),
        show_always: true,
      }),
    ],
  });
  return story(
    id,
    `${language}/${t(STORY_SHOWCASE_SLUGS)}`,
    t(['Hållbarhet', 'Sustainability']),
    content,
  );
}
