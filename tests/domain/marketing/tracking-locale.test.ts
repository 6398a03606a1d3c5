import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { LANGUAGES } from '@/domain/site/site';
import { TRACKING_LOCALES, trackingLocale } from '@/domain/marketing/tracking-locale';

describe('the delivery-tracking locale (docs/product.md#delivery-tracking)', () => {
  test.prop([fc.constantFrom(...LANGUAGES)])(
    'is sv-SE or en-US, matching the language',
    (language) => {
      const locale = trackingLocale(language);
      expect(TRACKING_LOCALES).toContain(locale);
      expect(locale.startsWith(language)).toBe(true);
    },
  );
});
