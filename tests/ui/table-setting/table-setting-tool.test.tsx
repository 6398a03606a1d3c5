import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showcaseTablePage } from '@/adapters/memory/seed/content/showcase-table.seed';
import { CartStore } from '@/application/cart/cart.store';
import { UiStore } from '@/application/shared/ui.store';
import { renderStory } from '../content/render-story';

/** The showcase page (`/se-en/set-the-table`) in the Swedish market, in English. */
async function renderTool() {
  const { container } = await renderStory(showcaseTablePage('en'));
  const tool = await screen.findByRole('region', { name: 'Set the table' });
  const plates = within(tool).getByRole('list', { name: 'Pieces of the table' });
  const plate = (name: string) => within(plates).getByRole('button', { name });
  return { container, tool, plate, user: userEvent.setup() };
}

type Tool = Awaited<ReturnType<typeof renderTool>>;

/** Opens a category and chooses one of its items by the start of its name. */
async function choose({ tool, plate, user }: Tool, category: string, item: RegExp) {
  if (plate(category).getAttribute('aria-expanded') !== 'true') await user.click(plate(category));
  const search = within(tool).getByRole('region', { name: `Choose ${category.toLowerCase()}` });
  await user.click(await within(search).findByRole('button', { name: item }));
}

const summaryOf = (tool: HTMLElement) => within(tool).getByRole('region', { name: 'Your table' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const upTo = (top: number) => Array.from({ length: top + 1 }, (_, n) => String(n));

describe('the table-settings tile (docs/product.md#content-blocks)', () => {
  it('shows its picture, headline and text, and leads to the tool page', async () => {
    await renderTool();
    const tile = screen.getByRole('region', { name: 'Set the table for long dinners' });
    expect(within(tile).getByRole('img', { name: 'A stack of hand-thrown plates' })).toBeVisible();
    expect(within(tile).getByText(/Pick a plate, a bowl and a mug/)).toBeVisible();
    expect(within(tile).getByRole('link', { name: 'Start setting' })).toHaveAttribute(
      'href',
      '/se-en/set-the-table',
    );
  });
});

describe('the table-setting tool (docs/product.md#table-setting)', () => {
  it('opens a category on its plate, dims the others, and closes on a second click or go back', async () => {
    const shop = await renderTool();
    const { tool, plate, user } = shop;
    const names = ['Plates', 'Bowls', 'Serving dishes', 'Mugs', 'Cups'];
    for (const name of names) expect(plate(name)).not.toHaveAttribute('data-dimmed');

    await user.click(plate('Bowls'));
    const search = within(tool).getByRole('region', { name: 'Choose bowls' });
    expect(plate('Bowls')).toHaveAttribute('aria-expanded', 'true');
    expect(plate('Bowls')).not.toHaveAttribute('data-dimmed');
    for (const name of names.filter((n) => n !== 'Bowls')) {
      expect(plate(name)).toHaveAttribute('data-dimmed');
    }
    expect(await within(search).findAllByRole('button', { name: /^Bowl 15 cm/ })).toHaveLength(4);

    await user.click(plate('Bowls'));
    expect(within(tool).queryByRole('region', { name: 'Choose bowls' })).not.toBeInTheDocument();
    for (const name of names) expect(plate(name)).not.toHaveAttribute('data-dimmed');

    await user.click(plate('Mugs'));
    await user.click(within(tool).getByRole('button', { name: 'Go back' }));
    expect(within(tool).queryByRole('region', { name: 'Choose mugs' })).not.toBeInTheDocument();
    expect(plate('Mugs')).toHaveFocus();
  });

  it('offers quantities from 0 up to the stock, at most 10', async () => {
    const shop = await renderTool();
    await choose(shop, 'Plates', /^Dinner plate 27 cm, Forest green/); // 53 in stock
    await choose(shop, 'Bowls', /^Bowl 15 cm, Sand/); // 3 in stock
    const summary = summaryOf(shop.tool);
    const plates = within(summary).getByRole('combobox', {
      name: 'Quantity of Dinner plate 27 cm',
    });
    const bowls = within(summary).getByRole('combobox', { name: 'Quantity of Bowl 15 cm' });
    expect(optionsOf(plates)).toEqual(upTo(10));
    expect(optionsOf(bowls)).toEqual(upTo(3));
    expect(plates).toHaveValue('1');
  });

  it('labels an out-of-stock variant and leaves it out of the total', async () => {
    const shop = await renderTool();
    await choose(shop, 'Bowls', /^Bowl 15 cm, Yellow, 175\skr, Out of stock$/);
    await choose(shop, 'Plates', /^Dinner plate 27 cm, Forest green/);
    const summary = summaryOf(shop.tool);
    await shop.user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Quantity of Dinner plate 27 cm' }),
      '2',
    );
    const bowl = within(summary).getByText('Bowl 15 cm').closest('li') as HTMLElement;
    expect(within(bowl).getByText('Out of stock')).toBeVisible();
    expect(within(bowl).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(/^698\s?kr$/);
  });

  it('adds only the chosen items with a quantity and stock, then shows the cart', async () => {
    const shop = await renderTool();
    const cart = shop.container.get(CartStore);
    const ui = shop.container.get(UiStore);
    const add = within(shop.tool).getByRole('button', { name: 'Add everything to the cart' });
    expect(add).toBeDisabled();

    await choose(shop, 'Plates', /^Dinner plate 27 cm, Forest green/);
    await choose(shop, 'Bowls', /^Bowl 15 cm, Yellow/);
    await choose(shop, 'Mugs', /^Mug 35 cl, Sand/);
    const summary = summaryOf(shop.tool);
    await shop.user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Quantity of Dinner plate 27 cm' }),
      '3',
    );
    await shop.user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Quantity of Mug 35 cl' }),
      '0',
    );
    await shop.user.click(add);

    await waitFor(() => expect(ui.isCartOpen).toBe(true));
    expect(ui.isOverlayShown).toBe(true);
    expect(cart.lines.map((line) => [line.productName, line.quantity])).toEqual([
      ['Dinner plate 27 cm', 3],
    ]);
  });
});
