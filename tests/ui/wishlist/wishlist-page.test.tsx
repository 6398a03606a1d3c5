import 'reflect-metadata';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { renderShop } from '../render-shop';

describe('wishlist page (docs/product.md#wishlist)', () => {
  afterEach(() => localStorage.clear());

  it('says the wishlist is empty', async () => {
    await renderShop('/se-en/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  });

  it('shows a wished-for variant as a card and removes it with its heart', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['1049']));
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en/wishlist');
    const card = await screen.findByRole('article');
    const heart = await screen.findByRole('button', { name: /^Remove .* from the wishlist$/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(card).toContainElement(heart);
    await user.click(heart);
    expect(container.get(WishlistStore).has('1049')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  });
});
