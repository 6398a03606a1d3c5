import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isLiveShoppingBannerVisible,
  LIVE_SHOPPING_ON,
  liveShoppingBanner,
  type LiveShoppingSettings,
} from '@/domain/marketing/live-shopping-banner';
import { liveShoppingSettings } from '../../support/marketing-arbitraries';

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

const complete: LiveShoppingSettings = {
  live_shopping_status: '1',
  live_shopping_text: 'Live in',
  live_shopping_text_after: 'Live now!',
  live_shopping_time: '2025-05-01 18:00',
  live_shopping_show_id: 'abc123',
};

describe('the live-shopping banner (docs/product.md#live-shopping)', () => {
  test.prop([liveShoppingSettings])(
    "shows only when the status is '1' and text, time, show id and after-text are set",
    (settings) => {
      const expected =
        settings.live_shopping_status === '1' &&
        isSet(settings.live_shopping_text) &&
        isSet(settings.live_shopping_text_after) &&
        isSet(settings.live_shopping_time) &&
        isSet(settings.live_shopping_show_id);
      expect(isLiveShoppingBannerVisible(settings)).toBe(expected);
      expect(liveShoppingBanner(settings) !== undefined).toBe(expected);
    },
  );

  test.prop([liveShoppingSettings])('passes the settings on as written', (settings) => {
    const banner = liveShoppingBanner(settings);
    if (banner === undefined) return;
    expect(banner).toEqual({
      text: settings.live_shopping_text,
      textAfter: settings.live_shopping_text_after,
      time: settings.live_shopping_time,
      showId: settings.live_shopping_show_id,
    });
  });

  it('shows with complete settings', () => {
    expect(LIVE_SHOPPING_ON).toBe('1');
    expect(liveShoppingBanner(complete)).toEqual({
      text: 'Live in',
      textAfter: 'Live now!',
      time: '2025-05-01 18:00',
      showId: 'abc123',
    });
    expect(isLiveShoppingBannerVisible(complete)).toBe(true);
  });

  it.each(['0', '', ' 1', 'true', undefined])('hides with status %j', (status) => {
    expect(isLiveShoppingBannerVisible({ ...complete, live_shopping_status: status })).toBe(false);
  });

  it.each([
    'live_shopping_text',
    'live_shopping_text_after',
    'live_shopping_time',
    'live_shopping_show_id',
  ] as const)('hides when %s is missing, empty or blank', (field) => {
    for (const value of [undefined, '', '  ']) {
      expect(liveShoppingBanner({ ...complete, [field]: value })).toBeUndefined();
    }
    expect(isLiveShoppingBannerVisible({ ...complete, [field]: ' x ' })).toBe(true);
  });

  it('hides with no settings at all', () => {
    expect(isLiveShoppingBannerVisible({})).toBe(false);
  });
});
