import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { renderBlocks } from './render-story-blocks';

describe('the shop the look block (SPEC §2)', () => {
  it(
    'lists the products of the look beside its picture, each added to the cart from its card',
    { timeout: 20_000 },
    async () => {
      const { container } = await renderBlocks([
        {
          _uid: 'l',
          component: 'shop_the_look',
          headline: 'An ocean table',
          text: 'Everything in the picture is for sale.',
          image: {
            filename: '/media/products/dish-ocean-styled.svg',
            alt: 'An ocean dish on a table',
          },
          query: 'ocean',
          limit: 3,
        },
      ]);
      const look = await screen.findByRole('region', { name: 'An ocean table' });
      expect(
        within(look).getByRole('img', { name: 'An ocean dish on a table' }),
      ).toBeInTheDocument();
      const products = within(look).getByRole('list', { name: 'Products in the look' });
      const cards = await within(products).findAllByRole('article');
      expect(cards).toHaveLength(3);
      for (const card of cards) expect(card).toHaveAccessibleName(/ocean/i);

      const card = cards.find((candidate) =>
        within(candidate).queryByRole('button', { name: /^Add to cart/ }),
      );
      expect(card).toBeDefined();
      await userEvent.click(
        within(card as HTMLElement).getByRole('button', { name: /^Add to cart/ }),
      );
      const cart = container.get(CartStore);
      await waitFor(() => expect(cart.lines).toHaveLength(1));
    },
  );

  it("opens a card's quick view", async () => {
    await renderBlocks([
      { _uid: 'l', component: 'shop_the_look', headline: 'Bowls', query: 'bowl', limit: 2 },
    ]);
    const look = await screen.findByRole('region', { name: 'Bowls' });
    const [first] = await within(look).findAllByRole('article');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Quick view' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
