import { describe, expect, it } from 'vitest';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import type { SiteContext } from '@/application/shared/site-context.port';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import type { Site } from '@/domain/site/site';

const MINUTE = 60_000;

function siteOf(site: Site, isPreview = false): SiteContext {
  return { site, isPreview, current: undefined };
}

const SWEDEN = siteOf({ country: 'se', language: 'sv' });

/** A backend that counts its calls and fails while told to. */
function countingBackend() {
  const calls: string[] = [];
  let failing = false;
  const answer = (call: string) => {
    calls.push(call);
    if (failing) return Promise.reject(new Error('backend down'));
    return Promise.resolve({ call, nth: calls.length });
  };
  return {
    calls,
    fail: (on: boolean) => {
      failing = on;
    },
    content: {
      translations: (language: string) => answer(`translations ${language}`),
      menu: (language: string, name: string) => answer(`menu ${language} ${name}`),
      page: (language: string, slug: string) => answer(`page ${language} ${slug}`),
    },
    market: {
      markets: () => answer('markets'),
    },
  };
}

function setUp(site: SiteContext = SWEDEN) {
  const clock = new MemoryClock(0);
  const cache = new SharedDataCache(MINUTE, clock);
  const backend = countingBackend();
  return {
    clock,
    cache,
    backend,
    content: cache.wrap('content', backend.content, site),
    market: cache.wrap('market', backend.market, site),
  };
}

describe('SharedDataCache (docs/operations.md#process-cache)', () => {
  it('answers a call again within the time limit from what it kept', async () => {
    const { clock, backend, content } = setUp();
    const first = await content.translations('en');
    clock.set(MINUTE - 1);
    expect(await content.translations('en')).toBe(first);
    expect(backend.calls).toEqual(['translations en']);
  });

  it('asks the backend again once the time limit has passed', async () => {
    const { clock, backend, content } = setUp();
    await content.translations('en');
    clock.set(MINUTE);
    expect(await content.translations('en')).toEqual({ call: 'translations en', nth: 2 });
    expect(backend.calls).toEqual(['translations en', 'translations en']);
  });

  it('keeps no failure: the next call asks again', async () => {
    const { backend, content } = setUp();
    backend.fail(true);
    await expect(content.translations('en')).rejects.toThrow('backend down');
    backend.fail(false);
    expect(await content.translations('en')).toEqual({ call: 'translations en', nth: 2 });
  });

  it('answers no stale answer when asking again after the limit fails', async () => {
    const { clock, backend, content } = setUp();
    await content.translations('en');
    clock.set(MINUTE);
    backend.fail(true);
    await expect(content.translations('en')).rejects.toThrow('backend down');
    backend.fail(false);
    expect(await content.translations('en')).toEqual({ call: 'translations en', nth: 3 });
  });

  it('shares a call under way between renders asking for the same', async () => {
    const { cache, backend } = setUp();
    const first = cache.wrap('content', backend.content, SWEDEN);
    const second = cache.wrap('content', countingBackend().content, SWEDEN);
    const answers = await Promise.all([first.translations('sv'), second.translations('sv')]);
    expect(answers[1]).toBe(answers[0]);
    expect(backend.calls).toEqual(['translations sv']);
  });

  it('shares a failing call under way, then keeps nothing of it', async () => {
    const { backend, content } = setUp();
    backend.fail(true);
    const both = [content.translations('sv'), content.translations('sv')];
    await expect(Promise.all(both)).rejects.toThrow('backend down');
    expect(backend.calls).toEqual(['translations sv']);
    backend.fail(false);
    await content.translations('sv');
    expect(backend.calls).toHaveLength(2);
  });

  it('keeps an answer per method and arguments', async () => {
    const { backend, content } = setUp();
    await content.translations('en');
    await content.translations('sv');
    await content.menu('en', 'main-menu');
    await content.menu('en', 'secondary-menu');
    await content.menu('en', 'main-menu');
    await content.translations('sv');
    expect(backend.calls).toEqual([
      'translations en',
      'translations sv',
      'menu en main-menu',
      'menu en secondary-menu',
    ]);
  });

  it('keeps a market call per site, which commerce calls carry', async () => {
    const { cache, backend } = setUp();
    await cache.wrap('market', backend.market, SWEDEN).markets();
    await cache.wrap('market', backend.market, siteOf({ country: 'no', language: 'sv' })).markets();
    await cache.wrap('market', backend.market, SWEDEN).markets();
    expect(backend.calls).toEqual(['markets', 'markets']);
  });

  it('asks the backend every time in the editors’ preview', async () => {
    const { backend, content, market } = setUp(siteOf({ country: 'se', language: 'en' }, true));
    await content.translations('en');
    await content.translations('en');
    await market.markets();
    await market.markets();
    expect(backend.calls).toEqual(['translations en', 'translations en', 'markets', 'markets']);
  });

  it('passes every call it does not keep straight to the gateway', async () => {
    const { backend, content } = setUp();
    await content.page('en', 'about');
    await content.page('en', 'about');
    expect(backend.calls).toEqual(['page en about', 'page en about']);
  });

  it('keeps nothing for a port that is not shared data, whatever its methods are called', async () => {
    const { cache, backend } = setUp();
    for (const port of ['cart', 'account', 'marketing', 'catalogue', 'search', 'route']) {
      const gateway = cache.wrap(port, backend.content, SWEDEN);
      await gateway.translations('en');
      await gateway.translations('en');
    }
    expect(backend.calls).toHaveLength(12);
  });

  it('keeps at most its capacity, letting the oldest answer go', async () => {
    const clock = new MemoryClock(0);
    const cache = new SharedDataCache(MINUTE, clock, 2);
    const backend = countingBackend();
    const content = cache.wrap('content', backend.content, SWEDEN);
    await content.menu('en', 'a');
    await content.menu('en', 'b');
    await content.menu('en', 'c');
    await content.menu('en', 'c');
    await content.menu('en', 'b');
    await content.menu('en', 'a');
    expect(backend.calls).toEqual(['menu en a', 'menu en b', 'menu en c', 'menu en a']);
  });
});
