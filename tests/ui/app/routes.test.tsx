import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { faultPlan, type FaultPlan } from '@/adapters/memory/faults/fault-plan';
import { SearchStore } from '@/application/search/search.store';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/app/container-context';
import { createRoutes } from '@/ui/app/routes';
import { FINDIFY_QUERY_NAME } from '@/ui/content/dummy-page';
import { renderShop } from '../render-shop';

const SLOW = { timeout: 4000 };

describe('the remaining routes', { timeout: 15_000 }, () => {
  it('shows a dummy test page naming itself', async () => {
    await renderShop('/se-en/dummy/anything');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test page: anything' }, SLOW),
    ).toBeInTheDocument();
  });

  it('lists products on the findify test page with its own query', async () => {
    const { container } = await renderShop('/se-en/dummy/findify');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test page: findify' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(container.get(SearchStore).items(FINDIFY_QUERY_NAME).length).toBeGreaterThan(0),
      SLOW,
    );
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getAllByRole('article').length).toBeGreaterThan(0),
    );
  });

  it('shows search results for the hyphenated search path', async () => {
    const { container } = await renderShop('/se-en/search-products?q=plate');
    expect(
      await screen.findByRole('heading', { level: 1, name: '"plate"' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.get(SearchStore).query()?.query.q).toBe('plate'), SLOW);
  });

  it('previews the main menu story for editors, outside the site prefix', async () => {
    const { router } = await renderShop('/shared-content/menus/main-menu?_storyblok=1');
    const heading = await screen.findByRole('heading', { level: 1, name: /^Menu: / }, SLOW);
    expect(heading).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared-content/menus/main-menu');
    const tree = within(screen.getByRole('main')).getAllByRole('list')[0];
    expect(tree).toBeDefined();
    expect(within(tree!).getAllByRole('link').length).toBeGreaterThan(3);
  });

  it('previews the secondary menu without the preview flag, in the default site', async () => {
    await renderShop('/shared-content/menus/secondary-menu');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Meny: / }, SLOW),
    ).toBeInTheDocument();
  });

  it('says an unknown menu could not be found', async () => {
    await renderShop('/shared-content/menus/no-such-menu');
    expect(
      await screen.findByRole('heading', { name: 'Sidan kunde inte hittas' }, SLOW),
    ).toBeInTheDocument();
  });
});

async function renderFaulted(url: string, faults: FaultPlan) {
  const container = await createContainer({ adapters: 'memory', faults });
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [url] });
  render(
    <ContainerProvider resolver={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('the error page', { timeout: 15_000 }, () => {
  it('shows the 404 story under the not-found message', async () => {
    await renderShop('/se-en/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing on this shelf' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for has moved or no longer exists.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/se-en',
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Lera'));
  });

  it('shows a start-up failure as 500 and the generic error, never as a page not found', async () => {
    await renderFaulted('/se', faultPlan('market', { kind: 'status', status: 503 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '500 Något gick fel' }, SLOW),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('heading', { level: 2 })).toBeNull();
    expect(within(alert).getByText('Försök igen om en stund.')).toBeInTheDocument();
    expect(
      screen.queryByText('Sidan du letar efter har flyttat eller finns inte längre.'),
    ).toBeNull();
    await waitFor(() => expect(document.title).toBe('500 – Något gick fel | Lera'));
    expect(screen.getByRole('link', { name: 'Tillbaka till butiken' })).toHaveAttribute(
      'href',
      '/se',
    );
  });

  it('reads in words, not keys, with the content service down', async () => {
    await renderFaulted('/se-en', faultPlan('content', { kind: 'status', status: 503 }));
    const heading = await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(heading).toHaveTextContent(/^\d{3} Something went wrong$/);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
    expect(screen.queryByText(/GENERIC_ERROR|Back_To_Home|Error_Try_Again/)).toBeNull();
  });

  it('shows the status a failed page answered with', async () => {
    await renderFaulted(
      '/se-en/linneduk-white',
      faultPlan('catalog', { kind: 'status', status: 503 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '503 Something went wrong' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/se-en',
    );
  });
});
