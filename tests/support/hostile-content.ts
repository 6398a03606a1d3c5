import type { ContentSeed } from '@/adapters/memory/seed/content/content-seed';
import type { MenuItem } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { Blok, Story } from '@/domain/content/story';
import { HTML_VECTORS, URL_VECTORS, type XssVector } from './xss-vectors';

/** The Swedish content page that carries the vectors besides the home page. */
export const HOSTILE_PAGE_SLUG = 'om-oss';
/** The main menu's item whose submenu holds a link for each address vector. */
export const HOSTILE_MENU_LABEL = 'Fientliga länkar';
/** The footer menu that holds a link for each address vector. */
export const HOSTILE_FOOTER_MENU = 'Fientlig sidfot';

const url = (vector: XssVector): string => vector.url ?? '';
const urlLinkField = (address: string, target = '') => ({
  fieldtype: 'multilink',
  linktype: 'url',
  url: address,
  cached_url: address,
  target,
});
const blok = (component: string, uid: string, fields: Record<string, unknown>): Blok => ({
  _uid: uid,
  component,
  ...fields,
});

/**
 * The blocks a hostile editor fills: a hero whose link, CTA and pictures are address vectors, a
 * CTA button and an image button per address vector, a text block per HTML vector, and one text
 * block linking to every address vector.
 */
function hostileBody(prefix: string): readonly Blok[] {
  const [first, second] = URL_VECTORS;
  return [
    blok('hero', `${prefix}-hero`, {
      headline: 'Fientlig hero',
      text: 'Länk och bilder från fientligt innehåll',
      cta_label: 'Hero-länk',
      link: urlLinkField(url(first ?? { id: 0, category: 'data: URL' })),
      images: URL_VECTORS.map((vector) => ({ filename: url(vector), alt: `bild ${vector.id}` })),
      videos: [{ filename: url(second ?? { id: 0, category: 'data: URL' }), alt: '' }],
      content_position: 'center',
      height: 'small',
      tint: 'dark',
      color: 'light',
    }),
    ...URL_VECTORS.map((vector, index) =>
      blok('cta_button', `${prefix}-cta-${vector.id}`, {
        label: `Knapp ${vector.id}`,
        link: urlLinkField(url(vector), index % 2 === 0 ? '_blank' : ''),
      }),
    ),
    ...URL_VECTORS.slice(0, 4).map((vector) =>
      blok('image_button', `${prefix}-image-button-${vector.id}`, {
        label: `Bildknapp ${vector.id}`,
        image: { filename: url(vector), alt: '' },
        link: urlLinkField(url(vector)),
      }),
    ),
    ...HTML_VECTORS.map((vector) =>
      blok('text_block', `${prefix}-text-${vector.id}`, { text: vector.html }),
    ),
    blok('text_block', `${prefix}-text-links`, {
      text: URL_VECTORS.map(
        (vector) =>
          `<p><a href="${url(vector).replace(/"/g, '&quot;')}">Textlänk ${vector.id}</a></p>`,
      ).join(''),
    }),
  ];
}

function withBody(page: Story, prefix: string): Story {
  return { ...page, content: { ...page.content, body: hostileBody(prefix) } };
}

/**
 * The content service answers the notices in one page of 25 (the CDN's default): the HTML
 * vectors share `HOSTILE_NOTICE_COUNT` notices, a few each. Each one has a text block of its own.
 */
export const HOSTILE_NOTICE_COUNT = 23;

function noticeGroups(): readonly (readonly XssVector[])[] {
  const size = Math.ceil(HTML_VECTORS.length / HOSTILE_NOTICE_COUNT);
  return Array.from({ length: HOSTILE_NOTICE_COUNT }, (_, index) =>
    HTML_VECTORS.slice(index * size, (index + 1) * size),
  ).filter((group) => group.length > 0);
}

function linkItem(vector: XssVector, uid: string): MenuItem {
  return {
    uid,
    label: `Länk ${vector.id}`,
    link: { linktype: 'url', url: url(vector), target: vector.id % 2 === 0 ? '_blank' : '' },
    children: [],
    images: [],
  };
}

/**
 * Hostile CMS content: the parts of the seeded content a test lays over it through the
 * stub backend's data folder (`STUB_DATA_DIR`), every HTML and link field of the Swedish site
 * filled with XSS vectors: the notices, the home page and a content page, the main menu, the
 * footer's menus and social links.
 */
export function hostileContentOverlay(seeded: ContentSeed): Partial<ContentSeed> {
  const notices: Notice[] = noticeGroups().map((group, index) => ({
    uid: `xss-notice-${index + 1}`,
    html: group.map((vector) => vector.html ?? '').join(' '),
    position: 'top',
    backgroundColor: '#2f3b2f',
    fontColor: '#ffffff',
    textAlignment: 'center',
    enabled: '1',
  }));
  const pages = (seeded.pages.sv ?? []).map((page) => {
    if (page.fullSlug === 'sv/') return withBody(page, 'xss-home');
    if (page.slug === HOSTILE_PAGE_SLUG) return withBody(page, 'xss-page');
    return page;
  });
  const svMenus = seeded.menus.sv ?? {};
  const main = svMenus['main-menu'] ?? { title: 'Huvudmeny', items: [] };
  const hostileItem: MenuItem = {
    uid: 'xss-menu',
    label: HOSTILE_MENU_LABEL,
    link: { linktype: 'url', url: url(URL_VECTORS[0] ?? { id: 0, category: 'data: URL' }) },
    children: URL_VECTORS.map((vector) => linkItem(vector, `xss-menu-${vector.id}`)),
    images: [],
  };
  const footer = seeded.footer.sv;
  return {
    notices: { ...seeded.notices, sv: notices },
    pages: { ...seeded.pages, sv: pages },
    menus: {
      ...seeded.menus,
      sv: { ...svMenus, 'main-menu': { ...main, items: [...main.items, hostileItem] } },
    },
    ...(footer
      ? {
          footer: {
            ...seeded.footer,
            sv: {
              ...footer,
              menus: [
                ...footer.menus,
                {
                  title: HOSTILE_FOOTER_MENU,
                  items: URL_VECTORS.map((vector) => linkItem(vector, `xss-footer-${vector.id}`)),
                },
              ],
              socialLinks: footer.socialLinks.map((link, index) => ({
                ...link,
                url: url(URL_VECTORS[index] ?? { id: 0, category: 'data: URL' }),
              })),
            },
          },
        }
      : {}),
  };
}
