// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CentraCheckoutWidget } from '@/adapters/browser/centra-checkout-widget';
import { BrowserCookieJar } from '@/adapters/browser/cookie-jar.browser';
import { WindowDataLayer } from '@/adapters/browser/data-layer';
import { DomScriptLoader } from '@/adapters/browser/dom-script-loader';
import { LocalKeyValueStorage } from '@/adapters/browser/local-storage';
import { NavigatorConnection } from '@/adapters/browser/navigator-connection';
import { SystemClock } from '@/adapters/browser/system-clock';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { MemoryCheckoutDraft } from '@/adapters/memory/checkout-draft.memory';
import { SessionCheckoutDraft } from '@/adapters/browser/session-checkout-draft';
import type { CheckoutDraft } from '@/application/cart/checkout-draft.port';
import { EMPTY_CHECKOUT_DETAILS } from '@/domain/cart/checkout-address';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { MemoryNetworkConditions } from '@/adapters/memory/network-conditions.memory';
import { MemoryLiveShoppingPlayer } from '@/adapters/memory/live-shopping-player.memory';
import { MemoryScriptLoader } from '@/adapters/memory/script-loader.memory';
import type { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import type { CookieJar } from '@/application/shared/cookie-jar.port';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import type { NetworkConditions } from '@/application/shared/network-conditions.port';
import type { ConnectionHints } from '@/domain/network/link-prefetch';
import type { DataLayerEvent } from '@/domain/analytics/data-layer-event';

afterEach(() => {
  window.localStorage.clear();
  for (const name of Object.keys(
    Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))),
  )) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  delete window.dataLayer;
  delete window.CentraCheckout;
  document.head.innerHTML = '';
});

describe.each([
  ['memory', () => new MemoryKeyValueStorage()],
  ['localStorage', () => new LocalKeyValueStorage()],
] as const)('KeyValueStorage contract: %s', (_name, make: () => KeyValueStorage) => {
  it('keeps, replaces and forgets text by key', () => {
    const storage = make();
    expect(storage.get('wishlist')).toBeUndefined();
    storage.set('wishlist', '["1001"]');
    storage.set('token', 'tok_1');
    storage.set('wishlist', '["1002"]');
    expect(storage.get('wishlist')).toBe('["1002"]');
    storage.remove('wishlist');
    expect(storage.get('wishlist')).toBeUndefined();
    expect(storage.get('token')).toBe('tok_1');
  });
});

describe.each([
  ['memory', () => new MemoryCheckoutDraft()],
  ['sessionStorage', () => new SessionCheckoutDraft()],
] as const)('CheckoutDraft contract: %s', (_name, make: () => CheckoutDraft) => {
  const typed = {
    ...EMPTY_CHECKOUT_DETAILS,
    firstName: 'Astrid',
    zipCode: '263 38',
    country: 'SE',
  };

  it('recalls nothing before anything is kept, then the last details kept', () => {
    window.sessionStorage.clear();
    const draft = make();
    expect(draft.recall()).toBeUndefined();
    draft.keep(EMPTY_CHECKOUT_DETAILS);
    draft.keep(typed);
    expect(draft.recall()).toEqual(typed);
  });
});

describe('sessionStorage holding what the shop did not write', () => {
  it('reads as no checkout details kept', () => {
    window.sessionStorage.setItem('checkout-details', '{"firstName": 42}');
    expect(new SessionCheckoutDraft().recall()).toBeUndefined();
    window.sessionStorage.setItem('checkout-details', 'not json');
    expect(new SessionCheckoutDraft().recall()).toBeUndefined();
  });
});

describe('localStorage blocked by the browser', () => {
  it('forgets quietly instead of failing the shop', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const storage = new LocalKeyValueStorage();
      expect(() => storage.set('token', 'x')).not.toThrow();
      expect(storage.get('token')).toBeUndefined();
      expect(() => storage.remove('token')).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe.each([
  ['memory', () => new MemoryCookieJar(new MemoryClock(0))],
  ['document.cookie', () => new BrowserCookieJar()],
] as const)('CookieJar contract: %s', (_name, make: () => CookieJar) => {
  it('sets, reads and removes site-wide cookies', () => {
    const jar = make();
    expect(jar.get('_findify_uniq')).toBeUndefined();
    jar.set('_findify_uniq', 'visitor-1', 2_592_000);
    jar.set('newsletter', 'seen', 31_536_000);
    expect(jar.get('_findify_uniq')).toBe('visitor-1');
    jar.remove('_findify_uniq');
    expect(jar.get('_findify_uniq')).toBeUndefined();
    expect(jar.get('newsletter')).toBe('seen');
  });
});

describe('a cookie the browser cannot decode (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  it('reads as unset and is removed, leaving the other cookies alone', () => {
    document.cookie = 'newsletter_seen=%E0%A4%A; path=/';
    document.cookie = 'membership_modal_seen=1; path=/';
    const jar = new BrowserCookieJar();
    expect(jar.get('newsletter_seen')).toBeUndefined();
    expect(document.cookie).not.toContain('newsletter_seen');
    expect(jar.get('membership_modal_seen')).toBe('1');
    jar.remove('membership_modal_seen');
  });
});

describe('reading document.cookie', () => {
  it('reads it once for the lookups of one task, and afresh after the shop writes', async () => {
    document.cookie = 'consent=v1; path=/';
    const jar = new BrowserCookieJar();
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(jar.get('consent')).toBe('v1');
    expect(jar.get('newsletter_seen')).toBeUndefined();
    expect(jar.get('membership_modal_seen')).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(1);
    jar.set('consent', 'v2', 60);
    expect(jar.get('consent')).toBe('v2');
    expect(reads).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    document.cookie = 'consent=v3; path=/';
    expect(jar.get('consent')).toBe('v3');
    reads.mockRestore();
  });
});

describe('cookie lifetimes', () => {
  it('lets a memory cookie expire after its max age (docs/product.md#cookies)', () => {
    const clock = new MemoryClock(1_000);
    const jar = new MemoryCookieJar(clock);
    jar.set('session', 's', 86_400);
    clock.advance(86_399_999);
    expect(jar.get('session')).toBe('s');
    clock.advance(1);
    expect(jar.get('session')).toBeUndefined();
  });
});

const pageView = { event: 'pageView' } as unknown as DataLayerEvent;

describe('AnalyticsSink', () => {
  it.each([
    [
      'recorder',
      () => new MemoryAnalyticsSink(),
      (sink: AnalyticsSink) => (sink as MemoryAnalyticsSink).events,
    ],
    ['window.dataLayer', () => new WindowDataLayer(), () => window.dataLayer],
  ] as const)('%s keeps every event in order', (_name, make, events) => {
    const sink = make();
    sink.push(pageView);
    sink.push({ ...pageView, extra: 1 } as unknown as DataLayerEvent);
    expect(events(sink)).toEqual([pageView, { ...pageView, extra: 1 }]);
  });

  it('joins a data layer the tag manager already made', () => {
    window.dataLayer = ['gtm.start'];
    new WindowDataLayer().push(pageView);
    expect(window.dataLayer).toEqual(['gtm.start', pageView]);
  });

  it('keeps pushing to the page it was made in, even once no global window is there', () => {
    const page: { dataLayer?: unknown[] } = {};
    const sink = new WindowDataLayer(page);
    vi.stubGlobal('window', undefined);
    try {
      sink.push(pageView);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(page.dataLayer).toEqual([pageView]);
  });
});

describe('ScriptLoader', () => {
  const scripts = () => [...document.head.querySelectorAll('script')];

  it('adds one script per source and shares its load', async () => {
    const loader = new DomScriptLoader();
    const first = loader.load('https://maps.example/api.js');
    const second = loader.load('https://maps.example/api.js');
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loader.load('https://maps.example/api.js');
    expect(scripts()).toHaveLength(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const loader = new DomScriptLoader();
    const failing = loader.load('https://live.example/embed.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/Could not load script https:\/\/live.example\/embed.js/);
    expect(scripts()).toHaveLength(0);
    void loader.load('https://live.example/embed.js');
    expect(scripts()).toHaveLength(1);
  });

  it('is instant in memory, remembering each source once', async () => {
    const loader = new MemoryScriptLoader();
    await loader.load('a.js');
    await loader.load('a.js');
    expect(loader.loaded).toEqual(['a.js']);
  });
});

describe('CheckoutWidget', () => {
  it('suspends and resumes the commerce checkout script when it is there', () => {
    const calls: string[] = [];
    window.CentraCheckout = {
      suspend: () => calls.push('suspend'),
      resume: () => calls.push('resume'),
    };
    const widget = new CentraCheckoutWidget();
    widget.suspend();
    widget.resume();
    expect(calls).toEqual(['suspend', 'resume']);
  });

  it('does nothing before the checkout script has run', () => {
    expect(() => new CentraCheckoutWidget().suspend()).not.toThrow();
  });

  it('tells in memory whether the fake payment form is suspended', () => {
    const widget = new MemoryCheckoutWidget();
    widget.suspend();
    expect(widget.suspended).toBe(true);
    widget.resume();
    expect(widget.suspended).toBe(false);
    expect(widget.calls).toEqual(['suspend', 'resume']);
  });
});

describe('Clock', () => {
  it('reads the machine clock', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('LiveShoppingPlayer (fake)', () => {
  it('hands the show the shop’s answers while it is open', async () => {
    const player = new MemoryLiveShoppingPlayer();
    const added: string[] = [];
    await player.open('show-1', {
      productData: async () => undefined,
      addToCart: async (itemId) => {
        added.push(itemId);
        return itemId === 'sold-out' ? { ok: false, reason: 'out-of-stock' } : { ok: true };
      },
      updateCart: async () => undefined,
      syncCart: async () => [],
      checkout: () => undefined,
    });
    expect(player.showId).toBe('show-1');
    await expect(player.viewer.addToCart('1001-1')).resolves.toEqual({ ok: true });
    await expect(player.viewer.addToCart('sold-out')).resolves.toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
    expect(added).toEqual(['1001-1', 'sold-out']);
    player.close();
    expect(() => player.viewer).toThrow(/No live show is open/);
  });
});

/** Each side told the connection is `hints` (the browser's through navigator.connection). */
describe.each([
  ['memory', (hints?: ConnectionHints): NetworkConditions => new MemoryNetworkConditions(hints)],
  [
    'navigator.connection',
    (hints?: ConnectionHints): NetworkConditions => {
      if (hints)
        Object.defineProperty(navigator, 'connection', { value: hints, configurable: true });
      return new NavigatorConnection();
    },
  ],
] as const)('NetworkConditions contract: %s', (_name, make) => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('reports a connection that says nothing as one that saves no data', () => {
    const reported = make().current();
    expect(reported.saveData).toBe(false);
    expect(reported.effectiveType).toBeUndefined();
  });

  it('reports data-saver and the effective type it is told', () => {
    expect(make({ saveData: true, effectiveType: '2g' }).current()).toEqual({
      saveData: true,
      effectiveType: '2g',
    });
  });
});
