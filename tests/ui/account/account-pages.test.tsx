import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { AccountStore } from '@/application/account/account.store';
import { OrderHistoryStore } from '@/application/account/order-history.store';
import { renderShop } from '../render-shop';

/** The page itself: the footer has an "Email" field of its own (the newsletter). */
const page = () => within(screen.getByRole('main'));

const user = () => userEvent.setup();

const DEMO = { email: 'demo@lera.shop', password: 'lera-demo-2026' };

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await within(await screen.findByRole('main')).findByRole('textbox', { name: 'Email' }),
    DEMO.email,
  );
  await user.type(page().getByLabelText('Password'), DEMO.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('account pages (docs/product.md#account)', () => {
  afterEach(() => localStorage.clear());

  it('sends a logged-out shopper from an account page to login (docs/product.md#login-and-registration)', async () => {
    const { router } = await renderShop('/se-en/account/overview/orders');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/account/login');
    expect(page().getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(page().getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says what is missing without calling the service', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/account/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot login when missing credentials',
    );
  });

  it('logs the demo shopper in, greets them and lists and opens their orders', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderShop('/se-en/account/login');
    await logIn(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Astrid!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/account/overview');
    expect(screen.getByDisplayValue('demo@lera.shop')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    await user.click(within(nav).getByRole('link', { name: 'My orders' }));
    const orders = await screen.findAllByRole('link', { name: /^Order / });
    expect(orders.length).toBeGreaterThan(0);
    await user.click(orders[0]!);
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    // The whole address, its postcode as the post writes it, and each line's picture.
    for (const row of ['Vasagatan 12', '413 01 Göteborg', 'Sweden']) {
      expect(screen.getByText(row)).toBeInTheDocument();
    }
    const pictures = screen.getByRole('main').querySelectorAll('li img');
    expect(pictures.length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toMatch(/^\/se-en\/account\/overview\/orders\/.+/);
    expect(container.get(OrderHistoryStore).order?.items.length).toBeGreaterThan(0);
  });

  it("says each order's status in the site's language, in Swedish as in English", async () => {
    const { container, router } = await renderShop('/se/account/login');
    await container.get(AccountStore).login(DEMO);
    await router.navigate('/se/account/overview/orders');
    const orders = await screen.findAllByRole('link', { name: /^Order / });
    const statuses = orders.map((order) => order.querySelectorAll('small')[1]?.textContent);
    expect(statuses).toEqual(expect.arrayContaining(['Levererad', 'Skickad', 'Behandlas']));
    expect(screen.queryByText('delivered')).not.toBeInTheDocument();
    await user().click(orders.find((order) => order.textContent?.includes('LR-100231'))!);
    // The order's own page (the list it replaces says "Levererad" too).
    await screen.findByRole('heading', { name: 'Leveransadress' });
    expect(screen.getByText('Levererad')).toBeInTheDocument();
  });

  it('sends a logged-in shopper from login to the overview, and logs out home', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderShop('/se-en/account/login');
    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Astrid!' });
    await router.navigate('/se-en/account/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en/account/overview'));
    await router.navigate('/se-en/account/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en'));
    expect(container.get(AccountStore).isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('registers a new shopper and shows their overview', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se-en/account/register');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ingrid');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Berg');
    await user.type(page().getByRole('textbox', { name: 'Email' }), 'ingrid@example.com');
    await user.type(page().getByLabelText('Password'), 'a-long-secret-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ingrid!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/account/overview');
  });

  it('says an account already uses the address before sending the form, and offers the ways in', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderShop('/se-en/account/register');
    const register = vi.spyOn(container.get<AccountGateway>(AccountGateway), 'register');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Astrid');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lind');
    const email = page().getByRole('textbox', { name: 'Email' });
    await user.type(email, 'Demo@Lera.shop');
    await user.tab();
    const warning = await page().findByRole('alert');
    expect(warning).toHaveTextContent(
      'An account with this e-mail already exists – log in or reset your password.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/already exists/);
    await user.type(page().getByLabelText('Password'), 'a-long-secret-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(register).not.toHaveBeenCalled();
    expect(email).toHaveFocus();

    // Another address: the note goes.
    await user.type(email, 'x');
    expect(page().queryByRole('alert')).toBeNull();
    await user.clear(email);
    await user.type(email, 'demo@lera.shop');
    await user.click(
      within(await page().findByRole('alert')).getByRole('link', { name: 'Reset your password' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/se-en/account/reset-password'),
    );
    // The address comes along, not in the address bar.
    expect(await page().findByRole('textbox', { name: 'Email' })).toHaveValue('demo@lera.shop');
    expect(router.state.location.search).toBe('');
  });

  it('sends a reset link to an email', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/account/reset-password');
    await user.type(
      await within(await screen.findByRole('main')).findByRole('textbox', { name: 'Email' }),
      DEMO.email,
    );
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DEMO.email);
  });

  it('asks for the new password when the link carries a hash', async () => {
    await renderShop('/se-en/account/reset-password?hash=abc');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeInTheDocument();
  });
});
