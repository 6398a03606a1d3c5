import type { Language } from '@/domain/site/site';

/**
 * docs/product.md#content-blocks: the delivery-tracking widget speaks Swedish or American English.
 */
export const TRACKING_LOCALES = ['sv-SE', 'en-US'] as const;
export type TrackingLocale = (typeof TRACKING_LOCALES)[number];

/**
 * docs/product.md#delivery-tracking: the widget's locale follows the site's language — `sv-SE` for
 * Swedish, else `en-US`.
 */
export function trackingLocale(language: Language): TrackingLocale {
  return language === 'sv' ? 'sv-SE' : 'en-US';
}
