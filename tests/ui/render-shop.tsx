import { act, render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsentStore } from '@/application/consent/consent.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/shared/container-context';
import { createRoutes } from '@/ui/app/routes';

/**
 * Renders the whole shop at `url` over the memory fakes, as `npm run dev` does; `container`
 * when a test has set spies on it first.
 */
export async function renderShop(url: string, given?: Container) {
  const container = given ?? (await createContainer({ adapters: 'memory' }));
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [url] });
  render(
    <ContainerProvider resolver={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { router, container };
}

/**
 * Once the page shows, the visitor answers the consent prompt (if it asked) and engages with the
 * page, as a reader who scrolls does: the newsletter popup's turn
 * (docs/product.md#one-interruption-at-a-time).
 */
export async function engageWithPage(container: Container): Promise<void> {
  await screen.findByRole('contentinfo');
  act(() => {
    const consent = container.get(ConsentStore);
    if (consent.consent.kind === 'undecided') consent.acceptAll();
    container.get(InterruptionStore).engage();
  });
}
