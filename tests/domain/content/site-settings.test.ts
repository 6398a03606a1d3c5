import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  marketSettingsFor,
  type MarketSettings,
  type SiteSettings,
} from '@/domain/content/site-settings';
import { anyCaseCountry } from '../../support/content-arbitraries';

const entry = (uid: string, markets: readonly string[]): MarketSettings => ({
  uid,
  markets,
  liveShopping: {},
  trustLogosCart: [],
  trustLogosFooter: [],
  accountWelcomeHeadline: '',
  accountModal: { heading: '', description: '', cta: '' },
  staticPageHeader: { position: '', textColor: '', backgroundColor: '' },
  restockDates: [],
  productNotes: { delivery: '', returns: '' },
});

const settingsOf = (entries: readonly MarketSettings[]): SiteSettings => ({
  marketSettings: entries,
  accountMenuItems: [],
});

const entries = fc
  .array(fc.array(anyCaseCountry, { maxLength: 4 }), { maxLength: 6 })
  .map((lists) => lists.map((markets, index) => entry(`e${index}`, markets)));

describe('settings per market (docs/product.md#settings-per-market)', () => {
  test.prop([entries, anyCaseCountry])(
    'finds the first entry listing the country, in any letter case',
    (list, country) => {
      const wanted = country.trim().toUpperCase();
      const expected = list.find((e) => e.markets.some((m) => m.trim().toUpperCase() === wanted));
      expect(marketSettingsFor(settingsOf(list), country)).toBe(expected);
    },
  );

  it('prefers the first of two entries for the same market, and finds nothing for none', () => {
    const first = entry('first', ['SE']);
    const settings = settingsOf([entry('nordic', ['NO', 'DK']), first, entry('second', ['se'])]);
    expect(marketSettingsFor(settings, 'se')).toBe(first);
    expect(marketSettingsFor(settings, 'dk')?.uid).toBe('nordic');
    expect(marketSettingsFor(settings, 'us')).toBeUndefined();
    expect(marketSettingsFor(settings, '')).toBeUndefined();
    expect(marketSettingsFor(settingsOf([entry('blank', [''])]), ' ')).toBeUndefined();
  });
});
