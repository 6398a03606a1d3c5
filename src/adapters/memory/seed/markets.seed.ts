import type { Currency, Market, Pricelist } from '@/domain/market/market';

/** The seeded shop's markets: one per country, as the commerce backend would list them. */
export const seededMarkets: readonly Market[] = [
  { id: '1', name: 'Sweden', countries: ['SE'] },
  { id: '2', name: 'Norway', countries: ['NO'] },
  { id: '3', name: 'Denmark', countries: ['DK'] },
  { id: '4', name: 'Finland', countries: ['FI'] },
  { id: '5', name: 'Germany', countries: ['DE'] },
  { id: '6', name: 'Netherlands', countries: ['NL'] },
  { id: '7', name: 'United Kingdom', countries: ['GB'] },
  { id: '8', name: 'United States', countries: ['US'] },
];

const currency = (code: string, affix: { prefix?: string; suffix?: string }): Currency => ({
  code,
  uri: code.toLowerCase(),
  prefix: affix.prefix ?? '',
  suffix: affix.suffix ?? '',
});

export const seededPricelists: readonly Pricelist[] = [
  { id: '19', name: 'SEK', currency: currency('SEK', { suffix: ' kr' }), countries: ['SE'] },
  { id: '20', name: 'NOK', currency: currency('NOK', { suffix: ' kr' }), countries: ['NO'] },
  { id: '21', name: 'DKK', currency: currency('DKK', { suffix: ' kr.' }), countries: ['DK'] },
  {
    id: '22',
    name: 'EUR',
    currency: currency('EUR', { prefix: '€' }),
    countries: ['FI', 'DE', 'NL'],
  },
  { id: '23', name: 'GBP', currency: currency('GBP', { prefix: '£' }), countries: ['GB'] },
  { id: '24', name: 'USD', currency: currency('USD', { prefix: '$' }), countries: ['US'] },
];
