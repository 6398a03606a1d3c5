import type { Footer } from '@/domain/content/footer';
import type { Menu } from '@/domain/content/menu-item';
import type { Language } from '@/domain/site/site';
import { menuItem, PAGES, SHOP_ENTRIES, type Entry } from './menus.seed';
import { image, inLanguage, MEDIA, type Both, TRUST_LOGOS } from './seed-helpers';

const FOOTER_MENUS: readonly (readonly [title: Both, entries: readonly Entry[]])[] = [
  [['Handla', 'Shop'], SHOP_ENTRIES.map(({ label, to }) => ({ label, to }))],
  [
    ['Kundservice', 'Customer service'],
    [
      { label: ['Leveranser och returer', 'Delivery and returns'], to: PAGES.delivery },
      { label: ['Spåra ditt paket', 'Track your parcel'], to: PAGES.track },
      { label: ['Skötselråd', 'Care guide'], to: PAGES.care },
      { label: ['Kontakt', 'Contact'], to: PAGES.contact },
    ],
  ],
  [
    ['Om Lera', 'About Lera'],
    [
      { label: ['Om oss', 'About us'], to: PAGES.about },
      { label: ['Butiker', 'Stores'], to: PAGES.contact },
    ],
  ],
];

/**
 * docs/product.md#footer: menus, phone, mail, address, opening hours, social links, trust logos.
 */
export function footer(language: Language): Footer {
  const t = (both: Both) => inLanguage(language, both);
  const footerMenus: readonly Menu[] = FOOTER_MENUS.map(([title, entries], menuIndex) => ({
    title: t(title),
    items: entries.map((entry, index) =>
      menuItem(language, entry, `footer-${language}-${menuIndex + 1}-${index + 1}`),
    ),
  }));
  return {
    menus: footerMenus,
    phone: '+46 42 33 10 00',
    email: 'hej@lera.example',
    address: 'Lera Keramik AB\nStorgatan 28\n263 38 Höganäs',
    openingHours: t([
      'Kundservice vardagar 9–16\nVerkstadsbutiken mån–lör 10–17',
      'Customer service weekdays 9–16\nWorkshop store Mon–Sat 10–17',
    ]),
    socialLinks: [
      { platform: 'instagram', url: 'https://www.instagram.com/lera.example' },
      { platform: 'facebook', url: 'https://www.facebook.com/lera.example' },
      { platform: 'pinterest', url: 'https://www.pinterest.com/lera.example' },
      { platform: 'youtube', url: 'https://www.youtube.com/@lera.example' },
    ],
    trustLogos: [
      image(t(TRUST_LOGOS.secure), t(['Säker betalning', 'Secure payment'])),
      image(t(TRUST_LOGOS.delivery), t(['Klimatkompenserad frakt', 'Carbon-offset delivery'])),
    ],
    newsletterHeadline: t(['Nyhetsbrev', 'Newsletter']),
    newsletterText: t([
      'Nya glasyrer, verkstadsförsäljning och skötselråd – ungefär en gång i månaden.',
      'New glazes, workshop sales and care tips – about once a month.',
    ]),
    newsletterImage: image(
      MEDIA.newsletter,
      t(['Nya glasyrprover på ett bord', 'New glaze samples on a table']),
    ),
  };
}
