import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';
import { CartStore } from '@/application/cart/cart.store';
import { renderShop } from '../render-shop';

/** Closes a show left open, so its popup does not outlive the test. */
let closeShow: (() => void) | undefined;
afterEach(() => {
  closeShow?.();
  closeShow = undefined;
});

async function showcase(url = '/se-en/live-shopping') {
  const shop = await renderShop(url);
  const player = shop.container.get<LiveShoppingPlayer>(LiveShoppingPlayer);
  closeShow = () => player.close();
  return shop;
}

// The first render of the whole shop loads every module cold: a busy machine needs more than 5 s.
describe('the live-shopping blocks (docs/product.md#live-shopping)', { timeout: 20_000 }, () => {
  it('lists upcoming shows soonest first and past shows latest first, as tiles', async () => {
    await showcase();
    const tiles = await screen.findByRole('region', { name: 'Shows from the workshop' });
    const upcoming = within(tiles).getByRole('region', { name: 'Upcoming shows' });
    const past = within(tiles).getByRole('region', { name: 'Past shows' });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(upcoming)).toEqual([
      expect.stringMatching(/^UpcomingThe autumn table – live from the workshop/),
      expect.stringMatching(/^UpcomingGlaze day in Höganäs/),
      expect.stringMatching(/^UpcomingThe long winter table/),
    ]);
    expect(names(past)).toEqual([
      expect.stringMatching(/^Watch againLinen that lasts/),
      expect.stringMatching(/^Watch againVases for every day/),
    ]);
    expect(within(past).getAllByRole('button')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
    );
  });

  it('opens a tile’s show, whose add to cart fills the cart or answers out of stock', async () => {
    const user = userEvent.setup();
    const { container } = await showcase();
    const tiles = await screen.findByRole('region', { name: 'Shows from the workshop' });
    await user.click(within(tiles).getByRole('button', { name: /Glaze day in Höganäs/ }));
    const show = await screen.findByRole('dialog', { name: 'Live: Glaze day in Höganäs' });
    const add = await within(show).findByRole('button', { name: /^Add Deep plate 23 cm, Ocean/ });
    await user.click(add);
    await within(show).findByText('In your cart: 1');
    const cart = container.get(CartStore);
    expect(cart.lines.map((line) => line.sku)).toContain('LERA-DJUP-TALLRIK-OCEAN');

    await user.click(within(show).getByRole('button', { name: /^Add Bowl.*, Yellow/ }));
    await within(show).findByText('Out of stock');
    expect(cart.lines.map((line) => line.sku)).not.toContain('LERA-SKAL-YELLOW');

    await user.click(within(show).getByRole('button', { name: /^Remove one Deep plate/ }));
    await waitFor(() => expect(cart.lines).toHaveLength(0));
  });

  it('opens the show of a call to action and the slider, and goes to the checkout', async () => {
    const user = userEvent.setup();
    const { router } = await showcase();
    await user.click(await screen.findByRole('button', { name: 'Go to glaze day' }));
    const glaze = await screen.findByRole('dialog', { name: 'Live: Glaze day in Höganäs' });
    await user.click(within(glaze).getByRole('button', { name: 'Close the live show' }));
    expect(glaze).not.toBeInTheDocument();

    const slider = screen.getByRole('region', { name: 'Browse the shows' });
    expect(within(slider).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(slider).getByRole('button', { name: /Vases for every day/ }));
    const vases = await screen.findByRole('dialog', { name: 'Live: Vases for every day' });
    await user.click(within(vases).getByRole('button', { name: 'Go to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en/checkout'));
    expect(vases).not.toBeInTheDocument();
  });
});
