import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartStore } from '@/application/cart/cart.store';
import { productIdsOf } from '@/adapters/memory/seed/content/chosen-products.seed';
import { renderBlocks } from './render-story-blocks';

describe('the shop the look block (docs/product.md#content-blocks): the products the editor chose', () => {
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
          // Round platter, dinner plate and mug in ocean, in the editor's order.
          products: productIdsOf([
            'LERA-RUNT-FAT-OCEAN',
            'LERA-MIDDAGSTALLRIK-OCEAN',
            'LERA-MUGG-OCEAN',
          ]),
        },
      ]);
      const look = await screen.findByRole('region', { name: 'An ocean table' });
      expect(
        within(look).getByRole('img', { name: 'An ocean dish on a table' }),
      ).toBeInTheDocument();
      const products = within(look).getByRole('list', { name: 'Products in the look' });
      const cards = await within(products).findAllByRole('article');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
        'Round platter 32 cm, Ocean',
        'Dinner plate 27 cm, Ocean',
        'Mug 35 cl, Ocean',
      ]);

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

  it('shows two colours of one design as two cards, and no products without a choice', async () => {
    await renderBlocks([
      {
        _uid: 'two',
        component: 'shop_the_look',
        headline: 'Two bowls',
        products: productIdsOf(['LERA-SKAL-SAND', 'LERA-SKAL-OCEAN']).join(', '),
      },
      { _uid: 'none', component: 'shop_the_look', headline: 'Nothing chosen', query: 'bowl' },
    ]);
    const two = await screen.findByRole('region', { name: 'Two bowls' });
    await waitFor(() =>
      expect(
        within(two)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['Bowl 15 cm, Sand', 'Bowl 15 cm, Ocean']),
    );
    const none = screen.getByRole('region', { name: 'Nothing chosen' });
    expect(within(none).queryAllByRole('article')).toHaveLength(0);
  });

  it("opens a card's quick view", async () => {
    await renderBlocks([
      {
        _uid: 'l',
        component: 'shop_the_look',
        headline: 'Bowls',
        products: productIdsOf(['LERA-SKAL-OCEAN', 'LERA-SKAL-SAND']),
      },
    ]);
    const look = await screen.findByRole('region', { name: 'Bowls' });
    const [first] = await within(look).findAllByRole('article');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Quick view' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
