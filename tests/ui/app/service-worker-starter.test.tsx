import { screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstPageLoaded } from '@/composition/service-worker';
import { ServiceWorkerStarter } from '@/composition/service-worker-starter';

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Holds the main thread long enough for React to yield to the browser after it (a 5 ms slice). */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A slow component's render.
  }
}

/**
 * react-router #15527: a router listener added before `RouterProvider` has subscribed makes the
 * router drop its first update when the first page loads between the provider's render and its
 * commit, and the hydrate fallback then stays for good. Here the first page's code arrives while
 * a transition renders the slow siblings after the provider, as on a busy phone.
 */
function renderWithFirstPageMidRender(listenEarly: boolean): Root {
  let arrive = () => undefined as void;
  const pageCode = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      path: '/',
      hydrateFallbackElement: <p>waiting</p>,
      lazy: async () => {
        await pageCode;
        return { Component: () => <h1>first page</h1> };
      },
    },
  ]);
  if (listenEarly) void firstPageLoaded(router);
  function SlowSibling(props: { readonly first?: boolean }) {
    if (props.first) setTimeout(arrive, 0);
    busyFor(20);
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  startTransition(() =>
    root.render(
      <>
        <RouterProvider router={router} />
        <ServiceWorkerStarter router={router} isProduction={false} />
        <SlowSibling first />
        <SlowSibling />
        <SlowSibling />
      </>,
    ),
  );
  return root;
}

describe('ServiceWorkerStarter (docs/decisions/0063-service-worker-after-the-first-page.md)', () => {
  let root: Root | undefined;
  // Rendered as in a browser, in slices between which the first page's code can arrive.
  beforeEach(() => ((globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => {
    root?.unmount();
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('leaves the router to show its first page when it loads before the provider commits', async () => {
    root = renderWithFirstPageMidRender(false);
    expect(await screen.findByRole('heading', { name: 'first page' })).toBeInTheDocument();
  });

  // The race itself, with this react-router (7.18): when this fails, #15527 is fixed upstream.
  it('is needed: a listener there before the provider keeps the fallback up', async () => {
    root = renderWithFirstPageMidRender(true);
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'first page' })).toBeNull();
  });
});
