import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { faultPlan, type FaultPlan } from '@/adapters/memory/faults/fault-plan';
import { SearchStore } from '@/application/search/search.store';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/shared/container-context';
import { createRoutes } from '@/ui/app/routes';
import { FINDIFY_QUERY_NAME } from '@/ui/content/dummy-page';
import { renderShop } from '../render-shop';
import { BUILT_IN_TEXTS } from '@/domain/content/built-in-texts';

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
      await screen.findByRole('heading', { level: 1, name: '“plate”' }, SLOW),
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
  it.each([
    {
      path: '/se-en/no-such-page',
      heading: 'This page could not be found',
      headline: 'Nothing on this shelf',
      text: 'The page you are looking for has moved or no longer exists.',
      picture: 'A stack of plates',
      button: 'Go to the home page',
      home: '/se-en',
      popular: 'Perhaps one of these?',
      title: 'Page not found | Lera',
    },
    {
      path: '/se/finns-inte',
      heading: 'Sidan kunde inte hittas',
      headline: 'Här var det tomt',
      text: 'Sidan du letar efter har flyttat eller finns inte längre.',
      picture: 'En trave tallrikar',
      button: 'Till startsidan',
      home: '/se',
      popular: 'Kanske något av det här?',
      title: 'Sidan finns inte | Lera',
    },
  ])('shows $path as the 404 story: its hero whole, its body, its SEO meta', async (story) => {
    await renderShop(story.path);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(
      within(alert).getByRole('heading', { level: 1, name: story.heading }),
    ).toBeInTheDocument();
    const hero = await within(alert).findByRole('region', { name: story.headline }, SLOW);
    expect(within(hero).getByRole('heading', { level: 2, name: story.headline })).toBeVisible();
    expect(within(hero).getByText(story.text)).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: story.picture })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/media\/content\/plates\.jpg\/m\/\d+x0\/.*format\(webp\)$/),
    );
    expect(within(hero).getByRole('link', { name: story.button })).toHaveAttribute(
      'href',
      story.home,
    );
    const popular = await screen.findByRole('region', { name: story.popular }, SLOW);
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(4), SLOW);
    await waitFor(() => expect(document.title).toBe(story.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Höganäs'),
    );
  });

  it('shows a start-up failure as 500 and the generic error in the 404 story’s hero, never as a page not found', async () => {
    await renderFaulted('/se', faultPlan('market', { kind: 'status', status: 503 }));
    const hero = await screen.findByRole('region', { name: '500 Något gick fel' }, SLOW);
    expect(
      within(hero).getByRole('heading', { level: 1, name: '500 Något gick fel' }),
    ).toBeInTheDocument();
    expect(within(hero).queryByRole('heading', { level: 2 })).toBeNull();
    expect(within(hero).getByRole('img', { name: 'En trave tallrikar' })).toBeInTheDocument();
    expect(within(hero).getByText('Försök igen om en stund.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Till startsidan' })).toHaveAttribute(
      'href',
      '/se',
    );
    expect(screen.getByRole('alert')).toContainElement(hero);
    expect(
      screen.queryByText(
        /Sidan du letar efter har flyttat eller finns inte längre|Här var det tomt/,
      ),
    ).toBeNull();
    expect(screen.queryByRole('region', { name: 'Kanske något av det här?' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('500 – Något gick fel | Lera'));
    // The shop's own description, not the missing page's.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      BUILT_IN_TEXTS.Shop_Description[0],
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
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/se-en',
    );
  });
});
