import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { tableHotspots } from './home.seed';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

/** The hero scenes drawn for this page (flat SVGs in `public/media/content/`). */
const SCENES = {
  linen: '/media/content/hero-linen.jpg',
  kiln: '/media/content/hero-kiln.jpg',
  tablePortrait: '/media/content/hero-table-portrait-900x1200.jpg',
} as const;

/** The workshop film of the editorial showcase, a desktop and a phone cut. */
const FILM = {
  desktop: '/media/content/wheel-desktop.webm',
  mobile: '/media/content/wheel-mobile.webm',
} as const;

interface HeroVariant {
  readonly name: string;
  readonly picture: string;
  readonly alt: Both;
  readonly headline: Both;
  readonly text: Both;
  readonly cta?: Both;
  readonly path?: string;
  readonly position: string;
  readonly height: string;
  readonly tint: string;
  readonly color: string;
  readonly mobile?: string;
  /** A film over the picture, which is then its poster. */
  readonly film?: { readonly desktop: string; readonly mobile: string };
}

/**
 * One hero per height, between them every position, tint and text colour (docs/product.md#hero).
 */
const VARIANTS: readonly HeroVariant[] = [
  {
    name: 'reveal',
    picture: SCENES.linen,
    alt: ['Linneduk och en vas med kvistar', 'Linen tablecloth and a vase of branches'],
    headline: ['Linne som mjuknar med åren', 'Linen that softens with the years'],
    text: [
      'Stentvättat linne från Kinna – scrolla vidare så glider sidan över bilden.',
      'Stone-washed linen from Kinna – scroll on and the page slides over the picture.',
    ],
    cta: ['Se textilierna', 'See the textiles'],
    path: 'textil',
    position: 'center',
    height: 'full-height-reveal',
    tint: 'light',
    color: 'dark',
  },
  {
    name: 'half',
    picture: SCENES.kiln,
    alt: ['Skålar som torkar på verkstadens hyllor', 'Bowls drying on the workshop shelves'],
    headline: ['Tre veckor på hyllan', 'Three weeks on the shelf'],
    text: [
      'Varje skål torkar långsamt innan den första bränningen.',
      'Every bowl dries slowly before its first firing.',
    ],
    cta: ['Handla skålar', 'Shop bowls'],
    path: 'servering/skålar',
    position: 'top-right',
    height: 'half-height',
    tint: 'none',
    color: 'light',
  },
  {
    name: 'square',
    picture: MEDIA.wheel,
    alt: ['Drejning i verkstaden', 'Throwing in the workshop'],
    headline: ['Drejat för hand', 'Thrown by hand'],
    text: ['I Höganäs sedan 1998.', 'In Höganäs since 1998.'],
    position: 'top-left',
    height: 'square',
    tint: 'light',
    color: 'dark',
  },
  {
    name: 'landscape',
    picture: MEDIA.heroTable,
    alt: ['Ett dukat bord', 'A laid table'],
    headline: ['Middag för sex', 'Dinner for six'],
    text: [
      'Tallrikar, skålar och muggar som passar ihop – i alla glasyrer.',
      'Plates, bowls and mugs that belong together – in every glaze.',
    ],
    cta: ['Handla tallrikar', 'Shop plates'],
    path: 'servering/tallrikar',
    position: 'right',
    height: 'landscape',
    tint: 'dark',
    color: 'light',
  },
  {
    name: 'film',
    picture: MEDIA.workshop,
    film: FILM,
    alt: ['En skål tar form på drejskivan', 'A bowl takes shape on the wheel'],
    headline: ['Från klump till skål', 'From lump to bowl'],
    text: [
      'Varje skål börjar som en klump lera på drejskivan i verkstaden vid hamnen.',
      'Every bowl starts as a lump of clay on the wheel in our workshop by the harbour.',
    ],
    cta: ['Handla skålar', 'Shop bowls'],
    path: 'servering/skålar',
    position: 'bottom-left',
    height: 'automatic',
    tint: 'dark',
    color: 'light',
  },
  {
    name: 'wide',
    picture: SCENES.linen,
    alt: ['Ett fönster med linnegardin', 'A window with a linen curtain'],
    headline: ['Höstens nya färger', 'New colours for autumn'],
    text: ['Skogsgrönt, ocean och sand.', 'Forest green, ocean and sand.'],
    position: 'bottom',
    height: 'wide',
    tint: 'light',
    color: 'dark',
  },
  {
    name: 'automatic',
    picture: MEDIA.heroTable,
    mobile: SCENES.tablePortrait,
    alt: ['Ett dukat bord sett ovanifrån', 'A laid table seen from above'],
    headline: ['En bild för varje skärm', 'A picture for every screen'],
    text: [
      'På mobilen visas en stående bild av samma bord.',
      'On a phone an upright picture of the same table is shown.',
    ],
    cta: ['Handla servering', 'Shop tableware'],
    path: 'servering',
    position: 'bottom-right',
    height: 'automatic',
    tint: 'dark',
    color: 'light',
  },
  {
    name: 'linked',
    picture: SCENES.kiln,
    alt: ['Verkstadens hyllor i kvällsljus', 'The workshop shelves in the evening light'],
    headline: ['Hela bilden är en länk', 'The whole picture is a link'],
    text: ['Läs om hur vi arbetar.', 'Read about how we work.'],
    position: 'left',
    height: 'half-height',
    tint: 'dark',
    color: 'light',
  },
  {
    name: 'top',
    picture: MEDIA.wheel,
    alt: ['En nydrejad skål på drejskivan', 'A freshly thrown bowl on the wheel'],
    headline: ['Besök verkstaden', 'Visit the workshop'],
    text: ['Öppet lördagar 10–15.', 'Open on Saturdays 10–3.'],
    position: 'top',
    height: 'wide',
    tint: 'none',
    color: 'dark',
  },
];

/**
 * docs/product.md#hero showcase: every position, tint, colour and height, a film over its poster,
 * and hotspots.
 */
export function showcaseHeroPage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `showcase-hero-${language}-${name}`;
  const about = language === 'sv' ? 'sv/om-oss' : 'en/about-us';
  const [reveal, ...others] = VARIANTS.map((variant) =>
    blok('hero', uid(variant.name), {
      headline: t(variant.headline),
      text: t(variant.text),
      cta_label: variant.cta ? t(variant.cta) : '',
      link: linkField(variant.path ? `${language}/${variant.path}` : about),
      images: [
        image(variant.picture, t(variant.alt)),
        ...(variant.mobile ? [image(variant.mobile, t(variant.alt))] : []),
      ],
      videos: variant.film
        ? [
            { filename: variant.film.desktop, alt: '' },
            { filename: variant.film.mobile, alt: '' },
          ]
        : [],
      content_position: variant.position,
      height: variant.height,
      tint: variant.tint,
      color: variant.color,
      hotspots: [],
    }),
  );
  const content = blok('page', uid('page'), {
    meta_title: t(['Hero – visningsrum', 'Hero – showcase']),
    body: [
      blok('hero', uid('hotspots'), {
        headline: t(['Klicka på det du ser', 'Click what you see']),
        text: t([
          'Punkterna på bilden öppnar produkten – välj färg och antal direkt.',
          'The dots on the picture open the product – choose colour and quantity right here.',
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
      reveal,
      blok('text_block', uid('after-reveal'), {
        text: t([
          'Linnet vävs i Kinna av lin från Normandie och tvättas med sten tills det faller mjukt. Det tål 60 grader och blir vackrare för varje tvätt.',
          'The linen is woven in Kinna from Normandy flax and washed with stones until it falls softly. It takes 60 degrees and grows more beautiful with every wash.',
        ]),
      }),
      ...others,
    ],
  });
  return story(
    language === 'sv' ? '430101' : '430201',
    language === 'sv' ? 'sv/visningsrum-hero' : 'en/showcase-hero',
    t(['Hero – visningsrum', 'Hero – showcase']),
    content,
  );
}
