import { seededContent } from '@/adapters/memory/seed/content/content.seed';
import type { ContentSeed } from '@/adapters/memory/seed/content/content-seed';
import type { ShopLocation } from '@/domain/content/shop-location';

/** When the seeded shop "started", for tests: the live show is counted from it. */
export const SEED_STARTED_AT = Date.UTC(2026, 4, 1, 9, 0, 0);

/** The seeded shop's content, started at `SEED_STARTED_AT`. */
export const SEEDED_CONTENT: ContentSeed = seededContent(SEED_STARTED_AT);

/** The seeded content with `count` stores instead of the seeded ones, every tenth switched off. */
export function contentWithShops(count: number): ContentSeed {
  const shops = Array.from({ length: count }, (_, index): ShopLocation => ({
    id: String(600_000 + index),
    uuid: `store-uuid-${index}`,
    enabled: index % 10 === 9 ? '0' : '1',
    name: `Store ${index + 1}`,
    city: index % 2 === 0 ? 'Stockholm' : 'Oslo',
    address: `Street ${index + 1}`,
    zip: String(10_000 + index),
    phone: `+46 8 ${String(index).padStart(6, '0')}`,
    url: '',
    latitude: 55 + (index % 150) / 10,
    longitude: 5 + (index % 200) / 10,
  }));
  return { ...SEEDED_CONTENT, shops };
}
