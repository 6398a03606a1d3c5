import type { MenuLink } from '@/domain/content/menu-link';
import type { Menu, MenuItem, MenuName } from '@/domain/content/menu-item';
import type { ContentImage } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { emailLink, image, inLanguage, MEDIA, storyLink, urlLink, type Both } from './seed-helpers';

/** Where a seeded item leads: a category path, a page by language, or a ready link. */
type Target = string | Both | MenuLink;

/** A menu entry as seeded: label, target, children, pictures, phone number. */
export interface Entry {
  readonly label: Both;
  readonly to: Target;
  readonly children?: readonly Entry[];
  readonly images?: readonly (readonly [filename: string, alt: Both])[];
  readonly phone?: string;
  readonly target?: string;
}

const category = (label: Both, path: string, children?: readonly Entry[]): Entry => ({
  label,
  to: path,
  children,
});

export const PAGES = {
  about: ['om-oss', 'about-us'],
  care: ['skotselrad', 'care-guide'],
  delivery: ['leveranser', 'delivery'],
  contact: ['kontakt', 'contact'],
  shop: ['handla', 'shop'],
  track: ['spara-paket', 'track-parcel'],
  tableSetting: ['duka-bordet', 'set-the-table'],
  live: ['live-shopping', 'live-shopping'],
} as const satisfies Record<string, Both>;

/**
 * The seeded catalogue's category tree, by its Swedish route paths (docs/product.md#content-blocks
 * category lists).
 */
export const SHOP_ENTRIES: readonly Entry[] = [
  category(['Servering', 'Tableware'], 'servering', [
    category(['Tallrikar', 'Plates'], 'servering/tallrikar'),
    category(['Skålar', 'Bowls'], 'servering/skålar'),
    category(['Fat', 'Serving dishes'], 'servering/fat'),
    category(['Muggar', 'Mugs'], 'servering/muggar'),
    category(['Koppar', 'Cups'], 'servering/koppar'),
    category(['Kannor', 'Jugs and teapots'], 'servering/kannor'),
  ]),
  category(['Inredning', 'Interior'], 'inredning', [
    category(['Vaser', 'Vases'], 'inredning/vaser'),
    category(['Ljus', 'Candles'], 'inredning/ljus'),
  ]),
  category(['Textil', 'Textiles'], 'textil', [
    category(['Dukar', 'Tablecloths'], 'textil/dukar'),
    category(['Kuddfodral', 'Cushion covers'], 'textil/kuddfodral'),
    category(['Sängkläder', 'Bedding'], 'textil/sängkläder'),
    category(['Handdukar', 'Towels'], 'textil/handdukar'),
  ]),
  category(['Kläder', 'Clothing'], 'kläder', [
    category(['Förkläden', 'Aprons'], 'kläder/förkläden'),
    category(['Tröjor', 'Sweaters'], 'kläder/tröjor'),
    category(['T-shirts', 'T-shirts'], 'kläder/t-shirts'),
  ]),
  category(['Presentkort', 'Gift cards'], 'presentkort'),
];

const MAIN: readonly Entry[] = [
  {
    label: ['Handla', 'Shop'],
    to: PAGES.shop,
    children: SHOP_ENTRIES,
    images: [
      [MEDIA.plates, ['Tallrikar', 'Plates']],
      [MEDIA.bowls, ['Skålar', 'Bowls']],
      [MEDIA.textiles, ['Linneduk', 'Linen tablecloth']],
      [MEDIA.vase, ['Vas med kvistar', 'Vase with twigs']],
      [MEDIA.heroTable, ['Dukat bord', 'Laid table']],
    ],
  },
  {
    label: ['Inspiration', 'Inspiration'],
    to: PAGES.about,
    images: [
      [MEDIA.workshop, ['Verkstaden', 'The workshop']],
      [MEDIA.heroTable, ['Dukat bord', 'Laid table']],
    ],
    children: [
      {
        label: ['Om oss', 'About us'],
        to: PAGES.about,
        children: [{ label: ['Verkstaden i Höganäs', 'The Höganäs workshop'], to: PAGES.about }],
      },
      { label: ['Duka bordet', 'Set the table'], to: PAGES.tableSetting },
      { label: ['Live från verkstaden', 'Live from the workshop'], to: PAGES.live },
      { label: ['Skötselråd', 'Care guide'], to: PAGES.care },
      { label: ['Butiker', 'Stores'], to: PAGES.contact },
    ],
  },
  category(['Presentkort', 'Gift cards'], 'presentkort'),
];

const SECONDARY: readonly Entry[] = [
  {
    label: ['Kundservice', 'Customer service'],
    to: PAGES.contact,
    children: [
      {
        label: ['Leveranser och returer', 'Delivery and returns'],
        to: PAGES.delivery,
        children: [{ label: ['Spåra ditt paket', 'Track your parcel'], to: PAGES.track }],
      },
      { label: ['Ring oss', 'Call us'], to: urlLink(), phone: '+46 42 33 10 00' },
      { label: ['Mejla oss', 'Write to us'], to: emailLink('hej@lera.example') },
    ],
  },
  {
    label: ['Mitt konto', 'My account'],
    to: 'account/overview',
    children: [{ label: ['Mina ordrar', 'My orders'], to: 'account/overview/orders' }],
  },
  {
    label: ['Instagram', 'Instagram'],
    to: urlLink('https://www.instagram.com/lera.example', '_blank'),
    target: '_blank',
  },
];

/** A seeded entry as a menu item in `language`; uids follow the item's place in the tree. */
export function menuItem(language: Language, entry: Entry, uid: string): MenuItem {
  return {
    uid,
    label: inLanguage(language, entry.label),
    link: linkTo(language, entry.to),
    children: (entry.children ?? []).map((child, index) =>
      menuItem(language, child, `${uid}-${index + 1}`),
    ),
    images: (entry.images ?? []).map(([filename, alt]): ContentImage =>
      image(filename, inLanguage(language, alt)),
    ),
    phoneLink: entry.phone,
    target: entry.target,
  };
}

function linkTo(language: Language, to: Target): MenuLink {
  if (typeof to === 'string') return storyLink(`${language}/${to}`);
  if ('linktype' in to) return to;
  return storyLink(`${language}/${inLanguage(language, to)}`);
}

/**
 * docs/product.md#content-service the main and secondary menus, three levels deep, the main one
 * with pictures.
 */
export function menus(language: Language): Readonly<Record<MenuName, Menu>> {
  const build = (name: MenuName, title: Both, entries: readonly Entry[]): Menu => ({
    title: inLanguage(language, title),
    items: entries.map((entry, index) =>
      menuItem(language, entry, `${name}-${language}-${index + 1}`),
    ),
  });
  return {
    'main-menu': build('main-menu', ['Huvudmeny', 'Main menu'], MAIN),
    'secondary-menu': build('secondary-menu', ['Mer', 'More'], SECONDARY),
  };
}
