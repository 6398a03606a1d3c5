import type { LinksBody } from '../src/adapters/http/schemas/links.schema';
import type { NoticeStoriesBody } from '../src/adapters/http/schemas/notice.schema';
import type {
  MarketSettingsBody,
  SettingsBody,
} from '../src/adapters/http/schemas/settings.schema';
import type { ShopStoriesBody } from '../src/adapters/http/schemas/shop.schema';
import { uuidFor } from '../src/adapters/memory/seed/content/seed-helpers';
import type { ContentLink } from '../src/domain/content/content-link';
import type { Notice } from '../src/domain/content/notice';
import type { MarketSettings, SiteSettings } from '../src/domain/content/site-settings';
import type { ShopLocation } from '../src/domain/content/shop-location';
import type { Language } from '../src/domain/site/site';
import { assets, menuItemBody, wireId } from './content.wire';

type NoticeStory = NoticeStoriesBody['stories'][number];
type ShopStory = ShopStoriesBody['stories'][number];

function marketSettingsBody(entry: MarketSettings): MarketSettingsBody {
  const live = entry.liveShopping;
  return {
    _uid: entry.uid,
    markets: [...entry.markets],
    live_shopping_status: live.live_shopping_status,
    live_shopping_text: live.live_shopping_text,
    live_shopping_text_after: live.live_shopping_text_after,
    live_shopping_time: live.live_shopping_time,
    live_shopping_show_id: live.live_shopping_show_id,
    trust_logos_cart: assets(entry.trustLogosCart),
    trust_logos_footer: assets(entry.trustLogosFooter),
    account_welcome_headline: entry.accountWelcomeHeadline,
    account_modal_heading: entry.accountModal.heading,
    account_modal_description: entry.accountModal.description,
    account_modal_cta: entry.accountModal.cta,
    account_modal_image: entry.accountModal.image ?? null,
    static_page_header_position: entry.staticPageHeader.position,
    static_page_header_text_color: entry.staticPageHeader.textColor,
    static_page_header_background_color: entry.staticPageHeader.backgroundColor,
    restock_dates: entry.restockDates.map(({ sku, date }, index) => ({
      _uid: `${entry.uid}-restock-${index + 1}`,
      sku,
      date,
    })),
    product_delivery_note: entry.productNotes.delivery,
    product_returns_note: entry.productNotes.returns,
  };
}

/** docs/product.md#settings-per-market: the general settings story, at the id the shop asks for. */
export function settingsBody(settings: SiteSettings, id: string, language: Language): SettingsBody {
  return {
    story: {
      id: Number(id),
      uuid: uuidFor(id),
      name: 'Settings',
      slug: 'settings',
      full_slug: 'shared-content/settings',
      content: {
        _uid: `settings-${language}`,
        component: 'settings',
        market_settings: settings.marketSettings.map(marketSettingsBody),
        account_menu_items: settings.accountMenuItems.map(menuItemBody),
      },
    },
  };
}

/** docs/product.md#notices: one story per notice in the language's site-notices folder. */
export function noticeStories(notices: readonly Notice[], language: Language): NoticeStory[] {
  return notices.map((notice, index) => {
    const id = wireId(3, language, index + 1);
    return {
      id,
      uuid: uuidFor(String(id)),
      name: notice.uid,
      slug: notice.uid,
      full_slug: `${language}/shared-content/site-notices/${notice.uid}`,
      content: {
        _uid: notice.uid,
        component: 'site_notice',
        html: notice.html,
        position: notice.position,
        background_color: notice.backgroundColor,
        font_color: notice.fontColor,
        text_alignment: notice.textAlignment,
        enabled: notice.enabled,
      },
    };
  });
}

/** docs/product.md#store-finder (content): coordinates as the editors' text fields hold them. */
export function shopStories(shops: readonly ShopLocation[]): ShopStory[] {
  return shops.map((shop) => ({
    id: Number(shop.id),
    uuid: shop.uuid,
    name: shop.name,
    slug: `store-${shop.id}`,
    full_slug: `shared-content/stores/store-${shop.id}`,
    content: {
      _uid: `store-${shop.id}`,
      component: 'store',
      name: shop.name,
      city: shop.city,
      address: shop.address,
      zip: shop.zip,
      phone: shop.phone,
      url: shop.url,
      opening_hours: shop.openingHours,
      latitude: String(shop.latitude),
      longitude: String(shop.longitude),
      enabled: shop.enabled,
    },
  }));
}

/** docs/product.md#pages-and-preview: `cdn/links` keyed by uuid. */
export function linksBody(links: readonly ContentLink[]): LinksBody {
  return {
    links: Object.fromEntries(
      links.map(({ id, uuid, slug }) => [
        uuid,
        { id: Number(id), uuid, slug, name: slug, is_folder: false, published: true },
      ]),
    ),
  };
}
