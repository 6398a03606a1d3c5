import fc from 'fast-check';
import type { AnalyticsCartLine, AnalyticsProduct } from '@/domain/analytics/analytics-product';

const text = fc.string({ minLength: 1, maxLength: 12 });

export const currencyCode = fc.stringMatching(/^[A-Z]{3}$/);

export const analyticsProduct: fc.Arbitrary<AnalyticsProduct> = fc.record(
  {
    id: text,
    name: text,
    price: fc.integer({ min: 0, max: 100_000 }),
    brand: fc.string({ maxLength: 8 }),
    category: fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
    variant: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: ['id', 'name', 'price'] },
);

export const cartLine: fc.Arbitrary<AnalyticsCartLine> = fc
  .tuple(analyticsProduct, fc.integer({ min: 1, max: 24 }))
  .map(([product, quantity]) => ({ ...product, quantity }));

export const cartLines = fc.array(cartLine, { maxLength: 5 });

/** A list name as callers pass it: named, blank, or missing. */
export const listNameInput = fc.option(fc.oneof(text, fc.constantFrom('', '  ')), {
  nil: undefined,
});
