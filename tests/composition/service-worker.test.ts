import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstPageLoaded,
  startServiceWorker,
  type FirstPageSource,
} from '@/composition/service-worker';

/** A data router's first-page signal: its first page loads when the test says so. */
class FakeRouter implements FirstPageSource {
  state = { initialized: false };
  private readonly listeners = new Set<(state: { initialized: boolean }) => void>();

  constructor(initialized: boolean) {
    this.state = { initialized };
  }

  get listening(): number {
    return this.listeners.size;
  }

  subscribe(listener: (state: { initialized: boolean }) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  load(): void {
    this.state = { initialized: true };
    for (const listener of [...this.listeners]) listener(this.state);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('firstPageLoaded', () => {
  it('resolves at once for a router that has loaded its first page', async () => {
    await expect(firstPageLoaded(new FakeRouter(true))).resolves.toBeUndefined();
  });

  it('waits for the first loaders to settle, then stops listening', async () => {
    const router = new FakeRouter(false);
    let loaded = false;
    void firstPageLoaded(router).then(() => {
      loaded = true;
    });
    await settle();
    expect(loaded).toBe(false);
    router.load();
    await settle();
    expect(loaded).toBe(true);
    expect(router.listening).toBe(0);
  });
});

describe('startServiceWorker (not beside the first page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(readyState: DocumentReadyState) {
    const register = vi.fn().mockResolvedValue({});
    let onLoad: (() => void) | undefined;
    let idle: (() => void) | undefined;
    vi.stubGlobal('document', { readyState });
    vi.stubGlobal('window', {
      navigator: { serviceWorker: { register } },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') onLoad = listener;
      },
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    return { register, load: () => onLoad?.(), idle: () => idle?.() };
  }

  it('registers once the first page is there, the page has loaded and the browser is idle', async () => {
    const page = browser('interactive');
    const router = new FakeRouter(false);
    void startServiceWorker(true, firstPageLoaded(router));
    await settle();
    page.load();
    await settle();
    page.idle();
    await settle();
    expect(page.register).not.toHaveBeenCalled(); // loaded and idle, but no first page yet

    router.load();
    await settle();
    expect(page.register).not.toHaveBeenCalled(); // not before an idle moment
    page.idle();
    await settle();
    expect(page.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing on the dev server', async () => {
    const page = browser('complete');
    await startServiceWorker(false, Promise.resolve());
    page.idle();
    await settle();
    expect(page.register).not.toHaveBeenCalled();
  });
});
