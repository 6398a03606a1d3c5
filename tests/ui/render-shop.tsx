import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/app/container-context';
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
