import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  RouterProvider,
  type DataRouter,
} from 'react-router-dom';
import { yieldToBrowser } from '@/adapters/browser/yield-to-browser';
import { ShopApp } from '@/ui/app/shop-app';
import { createRoutes } from '@/ui/app/routes';
import { StartupFailure } from '@/ui/site/startup-failure';
import { isAnyBlockMissing } from '@/ui/content/blocks/block-registry';
import { parseShopConfig } from './config';
import { createContainer } from './container';
import { FIRST_SCREEN_ID, readFirstScreen } from './first-screen/first-screen';
import { readShellStart, SHELL_START_ID } from './first-screen/shell-start';
import { StartUp } from '@/application/site/start-up';
import { ServiceWorkerStarter } from './service-worker-starter';

export interface BrowserStart {
  /** The settings of a page no server rendered: the build's. */
  readonly buildSettings: Readonly<Record<string, unknown>>;
  readonly isProduction: boolean;
  /** Hears of a server render the browser could not take over (a hydration mismatch). */
  readonly onRecoverableError: NonNullable<RootOptions['onRecoverableError']>;
}

/**
 * Starts the shop in the page: configuration → container → router → React. A page the server
 * rendered carries its first screen and is taken over (hydrated) rather than drawn anew
 * (docs/architecture.md#server-rendering); the app shell — the server's answer when it could not
 * render the page in time or at all, the service worker's offline page, the dev server's page —
 * renders on its own, on the server's settings where it handed them over. Answers the React root
 * it started, which a test unmounts before its page goes.
 */
export async function startInBrowser(root: HTMLElement, start: BrowserStart): Promise<Root> {
  const firstScreen = readFirstScreen(document.getElementById(FIRST_SCREEN_ID)?.textContent);
  const shell = firstScreen
    ? undefined
    : readShellStart(document.getElementById(SHELL_START_ID)?.textContent);
  try {
    const settings = firstScreen?.settings ?? shell?.settings ?? start.buildSettings;
    const container = await createContainer(
      parseShopConfig(settings, new URLSearchParams(window.location.search)),
      { firstScreen, pause: yieldToBrowser },
    );
    if (shell?.serverError) container.get(StartUp).handOver(shell.serverError);
    // The run mode's adapters, the router with its first loaders and the first render
    // each get a task of their own rather than one long one on a slow phone.
    await yieldToBrowser();
    const router = createBrowserRouter(createRoutes(container));
    const app = (
      <ShopApp
        resolver={container}
        router={<RouterProvider router={router} />}
        beside={<ServiceWorkerStarter router={router} isProduction={start.isProduction} />}
      />
    );
    if (firstScreen)
      return await hydrate(root, router, app, firstScreen.status, start.onRecoverableError);
    return render(root, app);
  } catch (error) {
    console.error(error);
    const failed = createRoot(root);
    failed.render(<StartupFailure error={error} />);
    document.documentElement.dataset.interactive = '';
    return failed;
  }
}

/**
 * Takes over the server's HTML once the router has run the first page's loaders — on the
 * server's answers, so without a call — and loaded its lazy modules: the first render then
 * equals the server's. Where the browser ended in another page than the server — a chunk that
 * failed to load, a backend that failed for one side only — it draws its own instead; so too
 * where a block's code could not be fetched, which the server's page shows and this one cannot
 * (the block's boundary then reloads the page once, or leaves the block out: docs/product.md#errors).
 */
async function hydrate(
  root: HTMLElement,
  router: DataRouter,
  app: ReactNode,
  serverStatus: number,
  onRecoverableError: BrowserStart['onRecoverableError'],
): Promise<Root> {
  await initialized(router);
  await yieldToBrowser();
  const status = statusOf(router.state.errors);
  const blockMissing = isAnyBlockMissing();
  if (status === serverStatus && !blockMissing) {
    // As a transition, hydration renders in slices that yield to the browser, like the first
    // render below, rather than in one long task: the page is already painted, and a tap on
    // a part not yet hydrated makes React hydrate that part first.
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, { onRecoverableError });
    });
    return hydrated!;
  } else {
    console.warn(
      blockMissing
        ? "The server's page is drawn anew: a block's code could not be fetched"
        : `The server's page (${serverStatus}) is drawn anew: here it is a ${status}`,
    );
    const drawn = createRoot(root);
    drawn.render(app);
    return drawn;
  }
}

/** The status the router's first page answers with: its errors', else 200. */
function statusOf(errors: DataRouter['state']['errors']): number {
  const [error] = Object.values(errors ?? {});
  if (error === undefined) return 200;
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * A transition renders in slices that yield to the browser, so the first render is no single
 * long task on a slow phone (total blocking time).
 */
function render(root: HTMLElement, app: ReactNode): Root {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
  return reactRoot;
}

function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
