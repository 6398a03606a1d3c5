import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountStore } from '@/application/account/account.store';
import { renderShop } from '../render-shop';

const DEMO = { email: 'demo@lera.shop', password: 'lera-demo-2026' };

/** The shop at `site`'s login page with the demo shopper logged in, then at `path`. */
async function loggedInAt(site: string, path: string) {
  const shop = await renderShop(`/${site}/account/login`);
  await act(() => shop.container.get(AccountStore).login(DEMO));
  await waitFor(() =>
    expect(shop.router.state.location.pathname).toBe(`/${site}/account/overview`),
  );
  await act(() => shop.router.navigate(`/${site}/${path}`));
  return shop;
}

describe('the account content pages (docs/product.md#account-menu)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['se-en', 'account/content', 'Member benefits'],
    ['se', 'account/content', 'Medlemsförmåner'],
    ['se-en', 'account/overview/content', 'Your member offers'],
    ['se', 'account/overview/content', 'Dina medlemserbjudanden'],
  ])('/%s/%s shows its story, headed %s', async (site, path, headline) => {
    const { router } = await loggedInAt(site, path);
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${site}/${path}`);
    expect(screen.getByRole('navigation', { name: /Account menu|Kontomeny/ })).toBeInTheDocument();
  });

  it('sends a logged-out shopper from the member offers to login (docs/product.md#login-and-registration)', async () => {
    const { router } = await renderShop('/se-en/account/overview/content');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/account/login');
  });

  it('leads from the overview to the member offers', async () => {
    const user = userEvent.setup();
    const { router } = await loggedInAt('se-en', 'account/overview');
    await user.click(await screen.findByRole('link', { name: 'See your member offers' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your member offers' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/account/overview/content');
  });

  it('lists the settings’ extra items after the fixed ones, in the menu and the dropdown', async () => {
    const user = userEvent.setup();
    await loggedInAt('se-en', 'account/overview');
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Overview', 'My orders', 'Member benefits', 'Care guide', 'Sign out']);
    expect(within(nav).getByRole('link', { name: 'Care guide' })).toHaveAttribute(
      'href',
      '/se-en/care-guide',
    );

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    const benefits = within(header).getByRole('link', { name: 'Member benefits' });
    expect(benefits).toHaveAttribute('href', '/se-en/account/content');
    expect(within(header).getByRole('link', { name: 'Care guide' })).toHaveAttribute(
      'href',
      '/se-en/care-guide',
    );
  });
});
