import type { Blok, Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { productIdsOf } from './chosen-products.seed';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';

/** The workshop film, drawn offline (canvas recording): a bowl growing on the wheel. */
const FILM = {
  desktop: '/media/content/wheel-desktop.webm',
  mobile: '/media/content/wheel-mobile.webm',
} as const;

/** The product display slider's pieces, in the editor's order: more than a row holds. */
export const SLIDER_PRODUCTS = [
  'LERA-TEKANNA-EARTH',
  'LERA-MIDDAGSTALLRIK-SAND',
  'LERA-SKAL-OCEAN',
  'LERA-MUGG-SAND',
  'LERA-OVALT-FAT-SAND',
  'LERA-VAS-HOG-OCEAN',
] as const;

/** Styled product pictures for the swipeable strip: picture, alt text. */
const STRIP: readonly (readonly [string, Both])[] = [
  ['middagstallrik-sand-styled', ['Middagstallrik i sand', 'Dinner plate in sand']],
  ['skal-ocean-styled', ['Skål i ocean', 'Bowl in ocean']],
  ['mugg-pink-styled', ['Mugg i rosa', 'Mug in pink']],
  ['linneduk-light-blue-styled', ['Linneduk i ljusblått', 'Linen tablecloth in light blue']],
  ['vas-hog-earth-styled', ['Vas i jord', 'Vase in earth']],
  ['tekanna-off-white-styled', ['Tekanna i benvitt', 'Teapot in off-white']],
  ['handduk-turquoise-styled', ['Linnehandduk i turkos', 'Linen towel in turquoise']],
  ['ovalt-fat-cinnamon-styled', ['Ovalt fat i kanel', 'Oval dish in cinnamon']],
];

/** docs/product.md#content-blocks image plus text, once in each layout. */
const IMAGE_TEXTS: readonly (readonly [
  layout: string,
  picture: string,
  headline: Both,
  text: Both,
])[] = [
  [
    'left',
    MEDIA.workshop,
    ['Drejat för hand', 'Thrown by hand'],
    [
      '<p>Varje skål börjar som en klump <strong>lera från Skåne</strong> på drejskivan i Höganäs. Den torkar en vecka innan den skröjbränns.</p>',
      '<p>Every bowl starts as a lump of <strong>Scanian clay</strong> on the wheel in Höganäs. It dries for a week before the first firing.</p>',
    ],
  ],
  [
    'right',
    MEDIA.textiles,
    ['Linne som mjuknar', 'Linen that softens'],
    [
      '<p>Våra dukar och servetter är vävda av europeiskt lin och stentvättade. De blir mjukare för varje tvätt.</p><ul><li>100 % lin</li><li>Tvätt i 60 °C</li></ul>',
      '<p>Our tablecloths and napkins are woven from European flax and stone washed. They soften with every wash.</p><ul><li>100 % linen</li><li>Wash at 60 °C</li></ul>',
    ],
  ],
  [
    'full-width',
    MEDIA.heroTable,
    ['Ett bord för många', 'A table for many'],
    [
      'Duka med fat i mitten och låt alla ta själva. Stengodset håller värmen länge.',
      'Set dishes in the middle and let everyone help themselves. Stoneware keeps food warm for long.',
    ],
  ],
  [
    'full-width-right',
    MEDIA.vase,
    ['Glasyrer från ugnen', 'Glazes from the kiln'],
    [
      'Sand, ocean och skogsgrönt blandas i verkstaden. Ingen bränning blir den andra lik.',
      'Sand, ocean and forest green are mixed in the workshop. No two firings are alike.',
    ],
  ],
];

/**
 * docs/product.md#content-blocks image group: four steps, the first a silent film over its picture.
 */
const GROUP: readonly (readonly [picture: string, caption: Both, video: string])[] = [
  [MEDIA.wheel, ['Drejning', 'Throwing'], FILM.mobile],
  [MEDIA.bowls, ['Glasering', 'Glazing'], ''],
  [MEDIA.plates, ['Bränning', 'Firing'], ''],
  [MEDIA.heroTable, ['Dukning', 'Setting'], ''],
];

const FAQ: readonly (readonly [Both, Both])[] = [
  [
    ['Hur sköter jag linnet?', 'How do I care for the linen?'],
    [
      '<p>Tvätta i 60 °C med milt tvättmedel, <em>utan</em> sköljmedel. Stryk fuktigt för en slät yta.</p>',
      '<p>Wash at 60 °C with a mild detergent, <em>without</em> softener. Iron while damp for a smooth finish.</p>',
    ],
  ],
  [
    ['Kan jag besöka verkstaden?', 'Can I visit the workshop?'],
    [
      'Ja, verkstaden i Höganäs är öppen lördagar 10–15.',
      'Yes, the workshop in Höganäs is open Saturdays 10–15.',
    ],
  ],
  [
    ['Gör ni beställningar för restauranger?', 'Do you make orders for restaurants?'],
    [
      'Vi drejar serier från 40 delar. Skriv till oss så berättar vi mer.',
      'We throw series from 40 pieces. Write to us and we will tell you more.',
    ],
  ],
];

/**
 * Showcase of the editorial blocks (docs/product.md#content-blocks): product links, call-to-action
 * and image buttons, containers with columns, image plus text in every layout, accordion, video,
 * image group, swipeable images and product displays at several sizes and as a slider.
 */
export function showcaseEditorialPage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `showcase-editorial-${language}-${name}`;
  const page = (sv: string, en: string) => linkField(language === 'sv' ? `sv/${sv}` : `en/${en}`);

  const column = (name: string, body: readonly Blok[]) => blok('column', uid(name), { body });
  const productLink = (name: string, fields: Record<string, unknown>) =>
    blok('product_link', uid(name), fields);

  const body: Blok[] = [
    blok('headline', uid('title'), {
      text: t(['Visningsrum: redaktionella block', 'Showcase: editorial blocks']),
      level: 1,
    }),
    blok('text_block', uid('intro'), {
      text: t([
        '<p>Här visas de block som redaktörerna bygger sidor av – bild och text, kolumner, knappar, film och produkter.</p>',
        '<p>The blocks editors build pages from – image and text, columns, buttons, film and products.</p>',
      ]),
    }),
    ...IMAGE_TEXTS.map(([layout, picture, headline, text], index) =>
      blok('image_text', uid(`image-text-${layout}`), {
        headline: t(headline),
        text: t(text),
        image: image(picture, t(headline)),
        layout,
        ...(index % 2 === 0
          ? {
              cta_label: t(['Läs om verkstaden', 'Read about the workshop']),
              link: page('om-oss', 'about-us'),
            }
          : {}),
      }),
    ),
    blok('container', uid('rooms'), {
      headline: t(['Tre sätt att börja', 'Three places to start']),
      columns: [
        column('rooms-1', [
          blok('image_button', uid('button-plates'), {
            image: image(MEDIA.plates, t(['Tallrikar', 'Plates'])),
            label: t(['Tallrikar', 'Plates']),
            link: linkField(`${language}/servering/tallrikar`),
          }),
        ]),
        column('rooms-2', [
          blok('image_button', uid('button-bowls'), {
            image: image(MEDIA.bowls, t(['Skålar', 'Bowls'])),
            label: t(['Skålar', 'Bowls']),
            link: linkField(`${language}/servering/skålar`),
          }),
        ]),
        column('rooms-3', [
          blok('image_button', uid('button-textiles'), {
            image: image(MEDIA.textiles, t(['Textil', 'Textiles'])),
            label: t(['Textil', 'Textiles']),
            link: linkField(`${language}/textil`),
          }),
        ]),
      ],
    }),
    blok('container', uid('favourites'), {
      headline: t(['Verkstadens favoriter', 'The workshop’s favourites']),
      columns: [
        'LERA-MIDDAGSTALLRIK-SAND',
        'LERA-SKAL-OCEAN',
        'LERA-MUGG-PINK',
        'LERA-TEKANNA-EARTH',
      ].map((sku, index) =>
        column(`favourite-${index + 1}`, [productLink(`favourite-link-${index + 1}`, { sku })]),
      ),
    }),
    blok('container', uid('guide'), {
      headline: t(['Till frukostbordet', 'For the breakfast table']),
      columns: [
        column('guide-text', [
          blok('text_block', uid('guide-copy'), {
            text: t([
              'En mugg som värmer händerna och en skål för gröten – mer behövs inte en mörk morgon.',
              'A mug that warms your hands and a bowl for porridge – a dark morning needs no more.',
            ]),
          }),
          blok('cta_button', uid('cta-primary'), {
            label: t(['Handla frukost', 'Shop breakfast']),
            link: linkField(`${language}/servering`),
            style: 'primary',
          }),
          blok('cta_button', uid('cta-secondary'), {
            label: t(['Se alla muggar', 'See all mugs']),
            link: linkField(`${language}/servering`),
            style: 'secondary',
          }),
        ]),
        column('guide-products', [
          productLink('compact-mug', {
            uri: 'mugg-sand',
            style: 'compact',
            label: t(['Mugg', 'Mug']),
          }),
          productLink('compact-bowl', {
            sku: 'LERA-SKAL-YELLOW',
            style: 'compact',
            label: t(['Skål', 'Bowl']),
          }),
          productLink('compact-cup', {
            uri: 'kopp-med-fat-icy-blue',
            style: 'compact',
            label: t(['Kopp', 'Cup']),
          }),
        ]),
      ],
    }),
    blok('product_display', uid('display-xl'), {
      title: t(['Höstens tekanna', 'This autumn’s teapot']),
      subtitle: t([
        'En liter, drejad i ett stycke och glaserad i jord. Locket sitter kvar när du häller.',
        'One litre, thrown in one piece and glazed in earth. The lid stays put when you pour.',
      ]),
      size: 'xl',
      sku: 'LERA-TEKANNA-EARTH',
      cta_label: t(['Se tekannan', 'See the teapot']),
    }),
    blok('product_display', uid('display-slider'), {
      title: t(['Höstens servering', 'Serving for autumn']),
      subtitle: t([
        'Sex delar som dukar ett bord – svep för att se alla.',
        'Six pieces that lay a table – swipe to see them all.',
      ]),
      size: 'md',
      products: productIdsOf(SLIDER_PRODUCTS),
    }),
    blok('product_display', uid('display-md'), {
      title: t(['Ovalt fat', 'Oval dish']),
      subtitle: t(['35 cm, för hela familjen', '35 cm, for the whole family']),
      size: 'md',
      uri: 'ovalt-fat-sand',
      cta_label: t(['Till fatet', 'To the dish']),
    }),
    blok('product_display', uid('display-xs'), {
      title: t(['Presentkort', 'Gift card']),
      subtitle: t(['När du inte vet vilken glasyr', 'When you can’t choose a glaze']),
      size: 'xs',
      image: image(MEDIA.vase, t(['En vas på ett fönsterbräde', 'A vase on a window sill'])),
      cta_label: t(['Läs mer', 'Read more']),
      link: page('om-oss', 'about-us'),
    }),
    blok('video', uid('film'), {
      desktop_video: { filename: FILM.desktop, alt: '' },
      mobile_video: { filename: FILM.mobile, alt: '' },
      poster: image(
        MEDIA.wheel,
        t(['En nydrejad skål på drejskivan', 'A freshly thrown bowl on the wheel']),
      ),
      caption: t(['En skål tar form på drejskivan', 'A bowl takes shape on the wheel']),
    }),
    blok('video', uid('poster-only'), {
      desktop_video: { filename: '', alt: '' },
      mobile_video: { filename: '', alt: '' },
      poster: image(MEDIA.heroTable, t(['Ett dukat bord', 'A laid table'])),
      caption: t(['Filmen kommer snart', 'The film is coming soon']),
    }),
    blok('image_group', uid('group'), {
      headline: t(['Från verkstaden', 'From the workshop']),
      caption: t(['Fyra steg från lera till bord', 'Four steps from clay to table']),
      cta_label: t(['Se hela sortimentet', 'See everything']),
      link: linkField(`${language}/servering`),
      items: GROUP.map(([picture, caption, video], index) =>
        blok('image_group_item', uid(`group-${index + 1}`), {
          image: image(picture, t(caption)),
          ...(video ? { video: { filename: video, alt: t(caption) } } : {}),
          caption: t(caption),
          link: page('om-oss', 'about-us'),
        }),
      ),
    }),
    blok('swipeable_images', uid('strip'), {
      headline: t(['På bordet just nu', 'On the table right now']),
      caption: t(['Svep för att se fler', 'Swipe to see more']),
      images: STRIP.map(([name, alt]) => image(`/media/products/${name}.jpg`, t(alt))),
    }),
    blok('accordion', uid('faq'), {
      headline: t(['Frågor om linne och verkstad', 'Questions on linen and the workshop']),
      items: FAQ.map(([title, text], index) =>
        blok('accordion_item', uid(`faq-${index + 1}`), { title: t(title), text: t(text) }),
      ),
    }),
  ];

  const id = language === 'sv' ? '410101' : '410201';
  const slug = language === 'sv' ? 'sv/visningsrum-redaktionellt' : 'en/showcase-editorial';
  return story(
    id,
    slug,
    t(['Visningsrum: redaktionellt', 'Showcase: editorial']),
    blok('page', uid('page'), {
      meta_title: t(['Redaktionella block – Lera', 'Editorial blocks – Lera']),
      body,
    }),
  );
}
