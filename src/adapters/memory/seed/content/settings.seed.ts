import { formatContentTime } from '@/domain/content/content-time';
import type { MarketSettings, SiteSettings } from '@/domain/content/site-settings';
import type { Language } from '@/domain/site/site';
import { menuItem } from './menus.seed';
import { image, inLanguage, MEDIA, type Both, TRUST_LOGOS } from './seed-helpers';

/** The seeded live show starts this long after the shop starts (docs/product.md#live-shopping). */
export const LIVE_SHOW_DELAY_MS = 5 * 60_000;
export const LIVE_SHOW_ID = 'lera-autumn-table';
const DAY_MS = 86_400_000;

/** The markets' groups, each one `market_settings` entry; only Sweden has live shopping. */
const GROUPS: readonly (readonly string[])[] = [
  ['SE'],
  ['NO', 'DK'],
  ['FI', 'DE', 'NL'],
  ['GB'],
  ['US'],
];

/**
 * docs/product.md#static-page-header by market group: centred on warm sand in Sweden, on the
 * left in forest green in the rest of the Nordics and Europe, and the shop's own look (nothing
 * set) in Britain and the United States.
 */
function staticPageHeader(markets: readonly string[]): MarketSettings['staticPageHeader'] {
  if (markets.includes('SE')) {
    return { position: 'center', textColor: '#3b2a1e', backgroundColor: '#e8dac4' };
  }
  if (markets.includes('GB') || markets.includes('US')) {
    return { position: '', textColor: '', backgroundColor: '' };
  }
  return { position: 'left', textColor: '#f3ede4', backgroundColor: '#2f3b2f' };
}

/** The delivery and returns lines by the buy button, by market group. */
function productNotes(
  markets: readonly string[],
  t: (both: Both) => string,
): MarketSettings['productNotes'] {
  const nordic = markets.some((market) => ['SE', 'NO', 'DK'].includes(market));
  return {
    delivery: nordic
      ? t([
          'Leverans 2–4 vardagar. Fri frakt över 800 kr.',
          'Delivery in 2–4 working days. Free shipping over 800 kr.',
        ])
      : t(['Leverans 4–7 vardagar.', 'Delivery in 4–7 working days.']),
    returns: t(['30 dagars öppet köp.', '30-day returns.']),
  };
}

function marketSettings(
  language: Language,
  markets: readonly string[],
  startedAt: number,
): MarketSettings {
  const t = (both: Both) => inLanguage(language, both);
  const live = markets.includes('SE');
  const day = (days: number) => formatContentTime(startedAt + days * DAY_MS).slice(0, 10);
  const logos = [
    image(t(TRUST_LOGOS.secure), t(['Säker betalning', 'Secure payment'])),
    image(t(TRUST_LOGOS.delivery), t(['Klimatkompenserad frakt', 'Carbon-offset delivery'])),
  ];
  return {
    uid: `market-settings-${language}-${markets.join('-').toLowerCase()}`,
    markets,
    liveShopping: {
      live_shopping_status: live ? '1' : '0',
      live_shopping_text: live ? t(['Live från verkstaden om', 'Live from the workshop in']) : '',
      live_shopping_text_after: live ? t(['Vi sänder live nu!', 'We are live now!']) : '',
      // Minute precision, as the editor writes it: the show starts 5–6 minutes after start-up.
      live_shopping_time: live ? formatContentTime(startedAt + LIVE_SHOW_DELAY_MS + 59_999) : '',
      live_shopping_show_id: live ? LIVE_SHOW_ID : '',
    },
    trustLogosCart: logos,
    trustLogosFooter: markets.includes('US') ? logos.slice(0, 1) : logos,
    accountWelcomeHeadline: t(['Välkommen tillbaka, {name}!', 'Welcome back, {name}!']),
    accountModal: {
      heading: t(['Bli medlem i Lera', 'Join Lera']),
      description: t([
        'Få 10 % på första köpet, förtur till verkstadsförsäljningen och dina ordrar på ett ställe.',
        'Get 10 % off your first order, early access to workshop sales and all your orders in one place.',
      ]),
      cta: t(['Bli medlem', 'Sign up']),
      image: image(
        MEDIA.invitation,
        t(['En trave tallrikar med en kopp', 'A stack of plates with a cup']),
      ),
    },
    staticPageHeader: staticPageHeader(markets),
    productNotes: productNotes(markets, t),
    // docs/product.md#restock-dates, for products sold out in the seeded stock: the ocean mug
    // (Sweden, Norway), the grey mug (the Netherlands), and one size of the sand linen cloth
    // (150x300 in Sweden), whose own date wins over the whole cloth's. The yellow bowl's date has
    // passed, so it shows none. The United States gives no dates.
    restockDates: markets.includes('US')
      ? []
      : [
          { sku: 'LERA-MUGG-OCEAN', date: day(14) },
          { sku: 'LERA-MUGG-GREY', date: day(14) },
          { sku: 'LERA-LINNEDUK-SAND-150X300', date: day(10) },
          { sku: 'LERA-LINNEDUK-SAND', date: day(21) },
          { sku: 'LERA-SKAL-YELLOW', date: day(-3) },
        ],
  };
}

/**
 * docs/product.md#settings-per-market for every seeded market (SE NO DK FI DE NL GB US).
 * `startedAt` is when the shop started, in epoch ms: the live show and restock dates are counted
 * from it.
 */
export function siteSettings(language: Language, startedAt: number): SiteSettings {
  return {
    marketSettings: GROUPS.map((markets) => marketSettings(language, markets, startedAt)),
    accountMenuItems: [
      menuItem(
        language,
        { label: ['Skötselråd', 'Care guide'], to: ['skotselrad', 'care-guide'] },
        `account-menu-${language}-1`,
      ),
    ],
  };
}
