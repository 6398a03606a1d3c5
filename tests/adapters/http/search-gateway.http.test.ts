import { describe, expect, it } from 'vitest';
import { createSearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import { SESSION_COOKIE, VISITOR_COOKIE } from '@/adapters/http/search-user';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { seededSiteMarket } from '@/adapters/memory/seed/site-market';
import type { SiteContext } from '@/application/shared/site-context.port';
import { COOKIE_MAX_AGE_SECONDS } from '@/domain/shared/cookies';
import { IN_STOCK_ONLINE_FILTER } from '@/domain/search/in-stock-filter';
import { valueFilter } from '@/domain/search/search-filter';
import type { Site } from '@/domain/site/site';
import { STUB_SEARCH_KEY } from '../../../stub-backend/routes/search.routes';
import { searchFor } from '../../contract/search-gateway.contract';
import { siteContext, stubForThisFile } from '../../contract/support/sides';

const stub = stubForThisFile();
const NOW = Date.UTC(2026, 10, 21, 9, 30);

async function setUp(
  options: { site?: Site; withMarket?: boolean; key?: string; consent?: boolean } = {},
) {
  const running = await stub.stub();
  const site = options.site ?? { country: 'se', language: 'sv' };
  const context: SiteContext = options.withMarket
    ? { site, isPreview: false, current: seededSiteMarket(site) }
    : siteContext(site);
  const clock = new MemoryClock(NOW);
  const cookies = new MemoryCookieJar(clock);
  const client = createSearchClient({
    searchBase: `${running.base}/findify/`,
    key: options.key ?? STUB_SEARCH_KEY,
    timeoutMs: 1000,
  });
  const consent = { allows: () => options.consent ?? true };
  const gateway = new HttpSearchGateway(client, context, cookies, clock, consent);
  const sent = () => {
    const request = running.seen.at(-1);
    return {
      path: request?.path,
      method: request?.method,
      body: JSON.parse(request?.body ?? '{}'),
    };
  };
  return { gateway, cookies, clock, sent, seen: () => running.seen.length };
}

describe('HttpSearchGateway on the wire (docs/product.md#search-provider)', () => {
  it('POSTs to {api}/v4/{key}/search with the common body and the market context', async () => {
    const { gateway, cookies, sent } = await setUp({ withMarket: true });
    cookies.set(VISITOR_COOKIE, 'visitor-1', 60);
    cookies.set(SESSION_COOKIE, 'session-1', 60);
    await gateway.search(searchFor('tallrik', { offset: 20, limit: 10 }));
    expect(sent()).toEqual({
      method: 'POST',
      path: `/findify/v4/${STUB_SEARCH_KEY}/search`,
      body: {
        key: STUB_SEARCH_KEY,
        user: { uid: 'visitor-1', sid: 'session-1' },
        t_client: NOW,
        context: { locale: 'sv-SE', region: 'SE', currency: 'SEK' },
        q: 'tallrik',
        filters: [],
        rules: [],
        sort: [],
        offset: 20,
        limit: 10,
      },
    });
  });

  it('writes the locale from the site and leaves out a currency not yet known', async () => {
    const { gateway, sent } = await setUp({ site: { country: 'no', language: 'en' } });
    await gateway.search(searchFor());
    expect(sent().body.context).toEqual({ locale: 'en-NO', region: 'NO' });
  });

  it('encodes value filters, sort, and the in-stock exclusion as action "exclude"', async () => {
    const { gateway, sent } = await setUp();
    await gateway.search(
      searchFor('', {
        filters: [valueFilter('category2', ['Tallrikar']), IN_STOCK_ONLINE_FILTER],
        rules: [valueFilter('color', ['Sand', 'Hav'])],
        sort: [{ field: 'price', order: 'desc' }],
      }),
    );
    const { body } = sent();
    expect(body.filters).toEqual([
      { name: 'category2', type: 'category', values: [{ value: 'Tallrikar' }] },
      { name: 'quantity', type: 'range', values: [{ from: 0, to: 0 }], action: 'exclude' },
    ]);
    expect(body.rules).toEqual([
      { name: 'color', type: 'text', values: [{ value: 'Sand' }, { value: 'Hav' }] },
    ]);
    expect(body.sort).toEqual([{ field: 'price', order: 'desc' }]);
  });

  it('leaves open range ends out', async () => {
    const { gateway, sent } = await setUp();
    await gateway.search(
      searchFor('', {
        filters: [{ name: 'price', type: 'range', values: [{ from: 500 }], exclude: false }],
      }),
    );
    expect(sent().body.filters).toEqual([
      { name: 'price', type: 'range', values: [{ from: 500 }] },
    ]);
  });

  it('makes the visitor and session ids when missing and keeps them for their ages in docs/product.md#cookies', async () => {
    const { gateway, cookies, clock, sent } = await setUp();
    await gateway.search(searchFor());
    const first = sent().body.user;
    expect(first.uid).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(first.sid).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(first.uid).not.toBe(first.sid);
    expect(cookies.get(VISITOR_COOKIE)).toBe(first.uid);
    expect(cookies.get(SESSION_COOKIE)).toBe(first.sid);

    clock.advance(COOKIE_MAX_AGE_SECONDS.session * 1000 - 1);
    await gateway.search(searchFor());
    expect(sent().body.user).toEqual(first);

    clock.advance(1);
    await gateway.search(searchFor());
    const nextDay = sent().body.user;
    expect(nextDay.uid).toBe(first.uid);
    expect(nextDay.sid).not.toBe(first.sid);

    clock.advance(COOKIE_MAX_AGE_SECONDS.visitor * 1000);
    await gateway.search(searchFor());
    expect(sent().body.user.uid).not.toBe(first.uid);
  });

  it('keeps no ids in cookies without consent to statistics, and removes what an earlier one left', async () => {
    const { gateway, cookies, sent } = await setUp({ consent: false });
    cookies.set(VISITOR_COOKIE, 'visitor-1', 60);
    cookies.set(SESSION_COOKIE, 'session-1', 60);
    await gateway.search(searchFor());
    const first = sent().body.user;
    expect(first.uid).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(first.uid).not.toBe('visitor-1');
    expect(cookies.get(VISITOR_COOKIE)).toBeUndefined();
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
    // The page's own ids: its calls still read as one visit.
    await gateway.recommendations({ type: 'latest', limit: 4 });
    expect(sent().body.user).toEqual(first);
  });

  it('sends no click feedback without consent to statistics', async () => {
    const { gateway, seen } = await setUp({ consent: false });
    const before = seen();
    await gateway.feedback({ kind: 'click-suggestion', rid: 'r1', suggestion: 'tallrikar' });
    expect(seen()).toBe(before);
  });

  it('sends t_client from the clock on every call', async () => {
    const { gateway, clock, sent } = await setUp();
    clock.advance(1234);
    await gateway.recommendations({ type: 'latest', limit: 4 });
    expect(sent().body.t_client).toBe(NOW + 1234);
  });

  it('asks autocomplete with its limits, and without q for suggestions alone', async () => {
    const { gateway, sent } = await setUp();
    await gateway.autocomplete({ q: 'ta', itemLimit: 6, suggestionLimit: 4 });
    expect(sent().path).toBe(`/findify/v4/${STUB_SEARCH_KEY}/autocomplete`);
    expect(sent().body).toMatchObject({ q: 'ta', item_limit: 6, suggestion_limit: 4 });
    await gateway.autocomplete({ itemLimit: 6, suggestionLimit: 4 });
    expect(sent().body).not.toHaveProperty('q');
  });

  it('asks the newest items for "latest"', async () => {
    const { gateway, sent } = await setUp();
    await gateway.recommendations({ type: 'latest', limit: 3 });
    expect(sent().path).toBe(`/findify/v4/${STUB_SEARCH_KEY}/recommend/items/newest`);
    expect(sent().body).toMatchObject({ limit: 3 });
  });

  it('sends click-suggestion and click-item with their properties', async () => {
    const { gateway, sent } = await setUp();
    await gateway.feedback({ kind: 'click-suggestion', rid: 'r1', suggestion: 'tallrikar' });
    expect(sent().path).toBe(`/findify/v4/${STUB_SEARCH_KEY}/feedback`);
    expect(sent().body).toMatchObject({
      event: 'click-suggestion',
      properties: { rid: 'r1', suggestion: 'tallrikar' },
    });
    await gateway.feedback({ kind: 'click-item', itemId: 'i1', rid: 'r2', variantItemId: 'v1' });
    expect(sent().body).toMatchObject({
      event: 'click-item',
      properties: { item_id: 'i1', rid: 'r2', variant_item_id: 'v1' },
    });
  });

  it('is refused with 401 for a wrong key, as the provider does', async () => {
    const { gateway } = await setUp({ key: 'not-the-key' });
    await expect(gateway.search(searchFor())).rejects.toMatchObject({
      kind: 'status',
      status: 401,
    });
    await expect(
      gateway.feedback({ kind: 'click-suggestion', rid: 'r', suggestion: 's' }),
    ).rejects.toMatchObject({ kind: 'status', status: 401 });
  });

  it('gets a 400 for a market the provider does not know', async () => {
    const { gateway } = await setUp({ site: { country: 'jp', language: 'en' } });
    await expect(gateway.search(searchFor())).rejects.toMatchObject({
      kind: 'status',
      status: 400,
    });
  });
});
