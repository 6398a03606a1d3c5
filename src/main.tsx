import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { parseShopConfig } from './composition/config';
import { yieldToBrowser } from './adapters/browser/yield-to-browser';
import { createContainer } from './composition/container';
import { ServiceWorkerStarter } from './composition/service-worker-starter';
import { ContainerProvider } from './ui/app/container-context';
import { createRoutes } from './ui/app/routes';
import { StartupFailure } from './ui/site/startup-failure';

/** The browser entry: configuration → container → router → React. */
async function start(root: HTMLElement) {
  const reactRoot = createRoot(root);
  try {
    const container = await createContainer(
      parseShopConfig(import.meta.env, new URLSearchParams(window.location.search)),
    );
    // The run mode's adapters, the router with its first loaders and the first render
    // each get a task of their own rather than one long one on a slow phone.
    await yieldToBrowser();
    const router = createBrowserRouter(createRoutes(container));
    await yieldToBrowser();
    // A transition renders in slices that yield to the browser, so the first render is no
    // single long task on a slow phone (total blocking time).
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <ContainerProvider resolver={container}>
            <RouterProvider router={router} />
            <ServiceWorkerStarter router={router} isProduction={import.meta.env.PROD} />
          </ContainerProvider>
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error(error);
    reactRoot.render(<StartupFailure error={error} />);
  }
}

const root = document.getElementById('root');
if (root) void start(root);
