import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';
import { AccountStore } from '@/application/account/account.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { UiStore } from '@/application/shared/ui.store';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CartStore } from '@/application/cart/cart.store';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { SiteStore } from '@/application/site/site.store';
import { createContainer } from '@/composition/container';
import { renderShop } from '../../render-shop';

/** A shop whose cart (kept by the memory fakes, as from an earlier visit) holds two plates. */
async function containerWithTwoPlates() {
  const container = await createContainer({ adapters: 'memory' });
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'en' });
  const plate = await container
    .get<CatalogueGateway>(CatalogueGateway)
    .productByUri('middagstallrik-sand');
  await container.get<CartGateway>(CartGateway).addItem(plate.items[0]!.id, 2);
  return container;
}

/** The header's outer frame: the element that sticks and turns white on checkout pages. */
const frame = () => screen.getByRole('banner').parentElement as HTMLElement;

describe('the header (docs/product.md#header)', () => {
  // A sign-in keeps its token in storage; the next test starts anonymous again.
  afterEach(() => localStorage.clear());

  it('shows the enabled notices, a home link and the shopping controls', async () => {
    await renderShop('/se-en');
    // docs/product.md#notices: a bar above the header and one under it, as the editors placed them.
    const [above, under] = await screen.findAllByRole('list', { name: 'News' });
    if (!above || !under) throw new Error('two notice bars');
    expect(within(above).getAllByRole('listitem')).toHaveLength(1);
    expect(await within(above).findByText('800 SEK')).toBeInTheDocument();
    expect(within(under).getAllByRole('listitem')).toHaveLength(1);
    expect(within(under).getByRole('link', { name: 'meet the potters' })).toHaveAttribute(
      'href',
      '/se-en/about-us',
    );
    const banner = screen.getByRole('banner');
    expect(above.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(under.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    // Under the header, outside the part that sticks: it scrolls away with the page.
    expect(frame().contains(under)).toBe(false);
    expect(screen.getByRole('link', { name: 'Lera – Go to the home page' })).toHaveAttribute(
      'href',
      '/se-en',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/se-en/wishlist',
    );
    expect(screen.getByRole('button', { name: 'Open cart (0)' })).toBeInTheDocument();
  });

  it('counts the cart held from an earlier visit without the cart being opened', async () => {
    await containerWithTwoPlates();
    await renderShop('/se-en');
    expect(await screen.findByRole('button', { name: 'Open cart (2)' })).toBeInTheDocument();
  });

  it('animates the cart icon on every cart change, not only an add (docs/product.md#animations)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const container = await containerWithTwoPlates();
    await renderShop('/se-en', container);
    await screen.findByRole('button', { name: 'Open cart (2)' });
    const cart = container.get(CartStore);
    const header = container.get(HeaderFeedbackStore);
    // The cart the page starts with is no change.
    expect(header.isCartIconAnimating).toBe(false);
    const line = cart.lines[0]!.line;
    const changes: [string, () => Promise<boolean>][] = [
      ['a quantity', () => cart.updateQuantity(line, 3)],
      ['a voucher', () => cart.addVoucher('LERA10')],
      ['a voucher removed', () => cart.removeVoucher('LERA10')],
      ['a removal', () => cart.updateQuantity(line, 0)],
    ];
    for (const [change, make] of changes) {
      expect(await make(), change).toBe(true);
      expect(header.isCartIconAnimating, change).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(header.isCartIconAnimating, change).toBe(false);
    }
  });

  it('speaks Swedish on the Swedish site', async () => {
    await renderShop('/se');
    expect(await screen.findByRole('button', { name: 'Sök' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meny' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öppna varukorgen (0)' })).toBeInTheDocument();
  });

  it('opens a desktop submenu with its image bar, and a category link navigates', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderShop('/se-en');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    const submenu = screen.getByRole('region', { name: 'Submenu Shop' });
    expect(within(submenu).getByRole('link', { name: 'Tableware' })).toHaveAttribute(
      'href',
      '/se-en/servering',
    );
    expect(within(submenu).getByRole('link', { name: 'See all in Shop' })).toBeInTheDocument();
    // Five pictures are seeded; the image bar shows at most four
    // (docs/product.md#constants-and-limits).
    expect(within(submenu).getAllByRole('img')).toHaveLength(4);
    expect(container.get(UiStore).isOverlayShown).toBe(true);

    await user.click(within(submenu).getByRole('link', { name: 'Plates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en/servering/tallrikar'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Submenu Shop' })).not.toBeInTheDocument(),
    );
    expect(container.get(UiStore).isOverlayShown).toBe(false);
  });

  it('puts the open submenu right after its button for the keyboard; Escape returns there', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    shop.focus();
    await user.keyboard('{Enter}');
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    const submenu = screen.getByRole('region', { name: 'Submenu Shop' });
    expect(within(submenu).getByRole('link', { name: 'Tableware' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Submenu Shop' })).not.toBeInTheDocument();
    expect(shop).toHaveFocus();
  });

  it('walks the mobile sidebar three levels down and back', async () => {
    const user = userEvent.setup();
    const { router } = await renderShop('/se-en');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('dialog', { name: 'Main menu' });
    await user.click(within(sidebar).getByRole('button', { name: 'Shop' }));
    await user.click(within(sidebar).getByRole('button', { name: 'Textiles' }));
    expect(within(sidebar).getByRole('link', { name: 'See all in Textiles' })).toHaveAttribute(
      'href',
      '/se-en/textil',
    );
    await user.click(within(sidebar).getByRole('button', { name: 'Back' }));
    expect(within(sidebar).getByRole('button', { name: 'Textiles' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Tableware' }));
    await user.click(within(sidebar).getByRole('link', { name: 'Bowls' }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/se-en/servering/skålar'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });

  it('folds the market list on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    const market = await screen.findByRole('button', { name: 'Market' });
    await user.click(market);
    expect(market).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { name: 'Plates' }));
    expect(market).toHaveAttribute('aria-expanded', 'false');
    await user.click(market);
    await user.keyboard('{Escape}');
    expect(market).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends an anonymous shopper to log in and greets a signed-in one in a dropdown', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    // docs/product.md#roles-and-permissions: the icon goes to account/login; the dropdown is a member's.
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/se-en/account/login',
    );
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();

    await container
      .get(AccountStore)
      .login({ email: 'demo@lera.shop', password: 'lera-demo-2026' });
    const account = await screen.findByRole('button', { name: 'Account' });
    await user.click(account);
    expect(screen.getByText('Welcome back, Astrid!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/se-en/account/overview/orders',
    );
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/se-en/account/logout',
    );
  });

  it('opens the cart and the search panel, and the overlay closes them', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    const ui = container.get(UiStore);
    await user.click(await screen.findByRole('button', { name: 'Open cart (0)' }));
    expect(ui.isCartOpen).toBe(true);
    await waitFor(() => expect(ui.isOverlayShown).toBe(true));
    ui.closeCart();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(ui.isSearchOpen).toBe(true);
    await user.click(screen.getByTestId('overlay'));
    expect(ui.isSearchOpen).toBe(false);
    expect(screen.queryByTestId('overlay')).not.toBeInTheDocument();
  });

  it('closes panels on Escape', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await screen.findByRole('button', { name: 'Menu' });
    const ui = container.get(UiStore);
    ui.openCart();
    await user.keyboard('{Escape}');
    expect(ui.isCartOpen).toBe(false);
  });

  it('sticks after 200 px of scroll', async () => {
    await renderShop('/se-en');
    await screen.findByRole('button', { name: 'Menu' });
    expect(frame()).toHaveAttribute('data-stuck', 'false');
    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(frame()).toHaveAttribute('data-stuck', 'true'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(frame()).toHaveAttribute('data-stuck', 'false'));
  });

  it('counts down to the live show and opens it on a click', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se');
    const live = await screen.findByRole('button', { name: /Live från verkstaden om/ });
    expect(live).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
    await user.click(live);
    const player = container.get<{ showId?: string }>(LiveShoppingPlayer);
    await waitFor(() => expect(player.showId).toBeTruthy());
    const show = await screen.findByRole('dialog', { name: /Live: Höstens dukning/ });
    await user.click(within(show).getByRole('button', { name: 'Stäng livesändningen' }));
    expect(show).not.toBeInTheDocument();
    expect(player.showId).toBeUndefined();
  });

  it('is white without notices on the checkout pages', async () => {
    await renderShop('/se-en/checkout');
    await screen.findByRole('button', { name: 'Market' });
    expect(frame()).toHaveAttribute('data-checkout', 'true');
    expect(screen.queryByRole('list', { name: 'News' })).not.toBeInTheDocument();
  });
});
