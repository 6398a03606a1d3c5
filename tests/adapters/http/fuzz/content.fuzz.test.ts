import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { datasourceEntriesSchema } from '@/adapters/http/schemas/datasource.schema';
import { linksBodySchema } from '@/adapters/http/schemas/links.schema';
import { menuBodySchema } from '@/adapters/http/schemas/menu.schema';
import { noticeStoriesSchema } from '@/adapters/http/schemas/notice.schema';
import { settingsBodySchema } from '@/adapters/http/schemas/settings.schema';
import { shopStoriesSchema } from '@/adapters/http/schemas/shop.schema';
import { storiesBodySchema, storyBodySchema } from '@/adapters/http/schemas/story.schema';
import {
  FuzzWire,
  fuzzAdapter,
  fuzzExtraFields,
  recorded,
  type FuzzedCall,
  FUZZ_TIMEOUT_MS,
} from './fuzz-harness';

const wire = new FuzzWire();
/**
 * A new client per case: storyblok-js-client throttles each client to 50 calls a second, which
 * would stretch 1,000 cases to 20 s; the composition builds one per page load.
 */
const fresh = () =>
  new HttpContentGateway(
    createContentClient({ proxyBase: 'http://shop.test/api/storyblok-proxy', timeoutSeconds: 1 }),
    { isPreview: false },
  );
let calls: FuzzedCall<HttpContentGateway>[];

beforeAll(async () => {
  vi.stubGlobal('fetch', wire.fetch);
  const gateway = fresh();
  calls = [
    await recorded(
      wire,
      gateway,
      'translations',
      (g) => g.translations('sv'),
      datasourceEntriesSchema,
    ),
    // Relations are resolved by the client before the adapter sees the body: no schema oracle.
    await recorded(wire, gateway, 'footer', (g) => g.footer('sv')),
    await recorded(wire, gateway, 'settings', (g) => g.settings('sv'), settingsBodySchema),
    await recorded(wire, gateway, 'notFoundPage', (g) => g.notFoundPage('sv'), storyBodySchema),
    await recorded(wire, gateway, 'notices', (g) => g.notices('sv'), noticeStoriesSchema),
    await recorded(wire, gateway, 'shops', (g) => g.shops(), shopStoriesSchema),
    await recorded(wire, gateway, 'links', (g) => g.links(), linksBodySchema),
    await recorded(wire, gateway, 'menu', (g) => g.menu('sv', 'main-menu'), menuBodySchema),
    await recorded(
      wire,
      gateway,
      'sizeGuideNames',
      (g) => g.sizeGuideNames('sv'),
      storiesBodySchema,
    ),
    await recorded(wire, gateway, 'page', (g) => g.page('sv', ''), storyBodySchema),
  ];
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe(
  'HttpContentGateway on fuzzed bodies (docs/reliability.md#fuzzed-responses)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,700 generated bodies with content or invalid-response, nothing else', async () => {
      const figures = await fuzzAdapter(calls, wire, fresh, 1_700);
      console.info('content fuzz', figures);
      expect(figures.malformed).toBeGreaterThanOrEqual(1_000);
    });

    it('ignores extra fields', async () => {
      await fuzzExtraFields(calls, wire, fresh, 100);
    });
  },
);
