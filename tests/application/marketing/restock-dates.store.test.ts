import { describe, expect, it } from 'vitest';
import { ContentStore } from '@/application/content/content.store';
import { RestockDatesStore } from '@/application/marketing/restock-dates.store';
import { SiteStore } from '@/application/site/site.store';
import { dayOf } from '@/domain/stock/restock-date';
import type { Site } from '@/domain/site/site';
import { testContainer } from '../../support/test-container';

const DAY = 86_400_000;
const STARTED_AT = Date.UTC(2026, 10, 21, 10, 0, 0);

/** The seeded shop on `site`, its clock `days` after the shop started. */
async function setUp(days: number, site: Site = { country: 'se', language: 'en' }) {
  const container = await testContainer({
    config: { startedAt: STARTED_AT },
    now: () => STARTED_AT + days * DAY,
  });
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite(site);
  await container.get(ContentStore).load(site.language);
  return container.get(RestockDatesStore);
}

describe('RestockDatesStore (docs/product.md#restock-dates)', () => {
  it('says when the seeded sold-out mug is expected back, by the clock', async () => {
    const store = await setUp(0);
    expect(store.expectedBack(['LERA-MUGG-OCEAN'])).toBe(dayOf(STARTED_AT) + 14 * DAY);
    expect(store.today).toBe(STARTED_AT);
  });

  it('prefers the sold-out size’s own date to the product’s', async () => {
    const store = await setUp(0);
    expect(store.expectedBack(['LERA-LINNEDUK-SAND-150X300', 'LERA-LINNEDUK-SAND'])).toBe(
      dayOf(STARTED_AT) + 10 * DAY,
    );
    expect(store.expectedBack(['LERA-LINNEDUK-SAND-150X250', 'LERA-LINNEDUK-SAND'])).toBe(
      dayOf(STARTED_AT) + 21 * DAY,
    );
  });

  it('says nothing once the date has passed, nor for an item without one', async () => {
    expect((await setUp(15)).expectedBack(['LERA-MUGG-OCEAN'])).toBeUndefined();
    const store = await setUp(0);
    expect(store.expectedBack(['LERA-SKAL-YELLOW'])).toBeUndefined();
    expect(store.expectedBack(['LERA-MIDDAGSTALLRIK-SAND'])).toBeUndefined();
  });

  it('reads the dates of the current market’s settings', async () => {
    const britain = await setUp(0, { country: 'gb', language: 'en' });
    expect(britain.expectedBack(['LERA-MUGG-OCEAN'])).toBe(dayOf(STARTED_AT) + 14 * DAY);
    // The seeded United States gives no dates.
    const states = await setUp(0, { country: 'us', language: 'en' });
    expect(states.expectedBack(['LERA-MUGG-OCEAN'])).toBeUndefined();
  });
});
