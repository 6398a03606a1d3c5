import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { renderShop } from '../render-shop';

describe('catalogue pages reached through the catch-all route (docs/product.md#routes)', () => {
  it('lists a category from its slash path under the category name', async () => {
    await renderShop('/se-en/servering/tallrikar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plates' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: /Dinner plate/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/se-en\/middagstallrik-/),
    );
    expect(within(first).getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(first).getByRole('button', { name: 'Quick view' })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(first).getAllByText(/kr/).length).toBeGreaterThan(0);
  });

  it('shows Swedish names on the Swedish site', async () => {
    await renderShop('/se/servering/tallrikar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tallrikar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrera' })).toBeInTheDocument();
  });

  it('swaps the quick view for a related item of the list', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/servering/tallrikar');
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Quick view' }));
    const popup = await screen.findByRole('dialog', { name: /^Quick view: Dinner plate/ });
    expect(await within(popup).findByRole('button', { name: /^Add to cart/ })).toBeEnabled();
    const swaps = within(popup).getAllByRole('button', { name: /^Show / });
    expect(swaps.length).toBeGreaterThan(0);
    expect(swaps.length).toBeLessThanOrEqual(3);
    await user.click(swaps[0]!);
    expect(
      await screen.findByRole('dialog', { name: /^Quick view: (?!Dinner plate)/ }),
    ).toBeInTheDocument();
  });

  it('sells a textile in two size levels and keeps the add within the stock', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en/linneduk-white');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linen tablecloth' }),
    ).toBeInTheDocument();
    const add = screen.getByRole('button', { name: /^Add to cart/ });
    expect(add).toBeDisabled();
    const first = screen.getByRole('group', { name: 'Width' });
    expect(within(first).getByRole('button', { name: '150' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const second = screen.getByRole('group', { name: 'Length' });
    await user.click(within(second).getByRole('button', { name: '350' }));
    expect(add).toBeEnabled();
    expect(add).toHaveAccessibleName(/^Add to cart – 899/);

    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    while (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    const stock = Number(
      (screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value,
    );
    await user.click(add);
    const cart = container.get(CartStore);
    await waitFor(() => expect(cart.quantityInCart('1049-3')).toBe(stock));

    await user.click(screen.getByRole('button', { name: /^(Add to cart|Added)/ }));
    const notifications = container.get(NotificationStore);
    await waitFor(() =>
      expect(notifications.toasts.map((toast) => toast.title)).toContain('Add_To_Cart_Error_Title'),
    );
    expect(cart.quantityInCart('1049-3')).toBe(stock);
  });

  it('toggles the wishlist heart and reports the product seen', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en/linneduk-white');
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(container.get(WishlistStore).has('1049')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(container.get(WishlistStore).has('1049')).toBe(false);
    const layer = (window as { dataLayer?: readonly { readonly event?: string }[] }).dataLayer;
    expect(layer?.map(({ event }) => event)).toContain('productDetail');
  });

  it('links the other colours of the design', async () => {
    await renderShop('/se-en/linneduk-white');
    const colours = await screen.findByRole('list', { name: 'Colours' });
    expect(within(colours).getByRole('link', { name: /Colour: White/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(colours).getByRole('link', { name: /Colour: Sand/ })).toHaveAttribute(
      'href',
      '/se-en/linneduk-sand',
    );
  });

  it('lists up to 4 related items of the same category, the product itself left out', async () => {
    await renderShop('/se-en/middagstallrik-sand');
    const related = await screen.findByRole('region', { name: 'Goes well with' });
    const items = within(related).getAllByRole('article');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    for (const item of items) expect(item).not.toHaveAccessibleName(/Dinner plate/);
  });

  it('offers no size guide on a one-size plate: there is nothing to choose', async () => {
    const { container } = await renderShop('/se-en/middagstallrik-sand');
    await screen.findByRole('heading', { level: 1, name: /Dinner plate/ });
    const cache = container.get(ResponseCacheStore);
    await waitFor(() => expect(cache.categoriesEntry().status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('offers the size guide on textiles', async () => {
    await renderShop('/se-en/kuddfodral-blue');
    expect(await screen.findByRole('button', { name: 'Size guide' })).toBeInTheDocument();
  });

  it('offers no size guide on a mug', async () => {
    const { container } = await renderShop('/se-en/mugg-sand');
    await screen.findByRole('heading', { level: 1, name: /Mug/ });
    const cache = container.get(ResponseCacheStore);
    await waitFor(() => expect(cache.categoriesEntry().status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('shows a content page with its headline and text', async () => {
    await renderShop('/se-en/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });

  it('says an unknown product path could not be found', async () => {
    await renderShop('/se-en/no-such-product');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
  });
});
