import type { LiveShoppingSettings } from '@/domain/marketing/live-shopping-banner';
import type { MenuItem } from './menu-item';
import type { ContentImage } from './story';

/**
 * When a sold-out product is expected back (docs/product.md#settings-per-market: restock dates).
 */
export interface RestockDate {
  readonly sku: string;
  /** As the editors wrote it; see `parseContentTime`. */
  readonly date: string;
}

/**
 * The membership sign-up modal's texts (docs/product.md#settings-per-market `account_modal_*`,
 * docs/product.md#membership-modal).
 */
export interface AccountModal {
  readonly heading: string;
  readonly description: string;
  readonly cta: string;
  readonly image?: ContentImage | undefined;
}

/** How static content pages show their header (docs/product.md#settings-per-market). */
export interface StaticPageHeader {
  readonly position: string;
  readonly textColor: string;
  readonly backgroundColor: string;
}

/** docs/product.md#settings-per-market: one `market_settings` entry and the markets it is for. */
export interface MarketSettings {
  readonly uid: string;
  /** Upper-case country codes (`SE`, `NO`) this entry applies to. */
  readonly markets: readonly string[];
  /** The content service's own field names, as `liveShoppingBanner` reads them. */
  readonly liveShopping: LiveShoppingSettings;
  readonly trustLogosCart: readonly ContentImage[];
  readonly trustLogosFooter: readonly ContentImage[];
  readonly accountWelcomeHeadline: string;
  readonly accountModal: AccountModal;
  readonly staticPageHeader: StaticPageHeader;
  readonly restockDates: readonly RestockDate[];
  /**
   * docs/product.md#settings-per-market `product_delivery_note`, `product_returns_note`: the
   * market's delivery and returns terms in a line each, shown by the buy button; blank, not shown.
   */
  readonly productNotes: { readonly delivery: string; readonly returns: string };
}

/** docs/product.md#settings-per-market: the general settings story of one language. */
export interface SiteSettings {
  readonly marketSettings: readonly MarketSettings[];
  /** docs/product.md#account-menu: the extra items after the built-in ones. */
  readonly accountMenuItems: readonly MenuItem[];
}

/**
 * docs/product.md#settings-per-market: the first `market_settings` entry that lists the country, in
 * any letter case (`se` finds an entry for `SE`); `undefined` when none lists it, and the
 * shop then shows no per-market extras (no live shopping, no trust logos).
 */
export function marketSettingsFor(
  settings: SiteSettings,
  country: string,
): MarketSettings | undefined {
  const wanted = country.trim().toUpperCase();
  if (wanted === '') return undefined;
  return settings.marketSettings.find((entry) =>
    entry.markets.some((market) => market.trim().toUpperCase() === wanted),
  );
}
