import type { Container } from 'inversify';
import { heroHotspotModule } from '@/application/catalogue/hero-hotspot.module';
import { deliveryTrackingModule } from '@/application/delivery-tracking/delivery-tracking.module';
import { shopFinderModule } from '@/application/shop-finder/shop-finder.module';
import { tableSettingModule } from '@/application/table-setting/table-setting.module';
import { wishlistPageModule } from '@/application/wishlist/wishlist-page.module';
import type { MemoryConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { ACCEPT_ALL, formatConsentCookie } from '@/domain/consent/consent';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from '@/domain/shared/cookies';

/** The feature modules a lazily loaded view brings with it (`useStore(token, module)`). */
export const lazyFeatureModules = [
  heroHotspotModule,
  deliveryTrackingModule,
  shopFinderModule,
  tableSettingModule,
  wishlistPageModule,
];

/**
 * A fresh shop per test: stores over the memory fakes, storage and cookies in maps, analytics
 * recorded, and every feature bound, the lazily loaded ones too, so a store test needs no view.
 * The visitor has allowed statistics (docs/product.md#consent), so analytics reach the recorded
 * data layer; pass `consent: 'unanswered'` for a first visit. Pass `now` for a fixed clock and
 * `config` for faults or a larger catalogue.
 */
export async function testContainer(
  options: {
    config?: Omit<MemoryConfig, 'adapters'>;
    now?: () => number;
    consent?: 'given' | 'unanswered';
  } = {},
): Promise<Container> {
  const container = await createContainer(
    { adapters: 'memory', ...options.config },
    { platform: 'headless', ...(options.now ? { now: options.now } : {}) },
  );
  container.load(...lazyFeatureModules);
  if (options.consent !== 'unanswered') {
    const answer = formatConsentCookie(ACCEPT_ALL);
    container
      .get<CookieJar>(CookieJar)
      .set(COOKIE_NAMES.consent, answer, COOKIE_MAX_AGE_SECONDS.consent);
  }
  return container;
}
