import { expect, test } from './fixtures';

/**
 * The table group's showcase: the tile and the table-setting tool
 * (docs/product.md#table-setting, docs/product.md#validation).
 */
const PAGE = '/se-en/set-the-table';

test.describe('a shopper setting the table', () => {
  test('composes a plate and a bowl, sees the total and adds the setting to the cart', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const tool = page.getByRole('region', { name: 'Set the table', exact: true });
    const plates = tool.getByRole('list', { name: 'Pieces of the table' });
    const summary = tool.getByRole('region', { name: 'Your table' });

    await plates.getByRole('button', { name: 'Plates' }).click();
    const platesView = tool.getByRole('region', { name: 'Choose plates' });
    await expect(plates.getByRole('button', { name: 'Bowls' })).toHaveAttribute('data-dimmed', '');
    await platesView.getByRole('button', { name: /^Dinner plate 27 cm, Forest green/ }).click();

    await plates.getByRole('button', { name: 'Bowls' }).click();
    await tool
      .getByRole('region', { name: 'Choose bowls' })
      .getByRole('button', { name: /^Bowl 15 cm, Forest green/ })
      .click();
    await expect(
      tool.getByRole('group', { name: 'Your table setting' }).getByRole('img'),
    ).toHaveCount(3);

    await summary
      .getByRole('combobox', { name: 'Quantity of Dinner plate 27 cm' })
      .selectOption('4');
    await summary.getByRole('combobox', { name: 'Quantity of Bowl 15 cm' }).selectOption('2');
    await expect(summary.locator('dd')).toHaveText(/^1\s?834\s?kr$/);

    await summary.getByRole('button', { name: 'Add everything to the cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    // The cart's script is fetched now. On a server that has not drawn the tool's pictures yet
    // (docs/operations.md#pictures, each drawn on its first request) they hold the browser's six
    // connections for seconds, and the script waits for one: a fresh CI server's state, not a shop's.
    await expect(cart).toBeVisible({ timeout: 15_000 });
    await expect(cart.getByRole('link', { name: 'Dinner plate 27 cm' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Bowl 15 cm' })).toBeVisible();
    const line = (name: string) =>
      cart.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(
      line('Dinner plate 27 cm').getByRole('combobox', { name: 'Quantity' }),
    ).toHaveValue('4');
    await expect(line('Bowl 15 cm').getByRole('combobox', { name: 'Quantity' })).toHaveValue('2');
  });
});
