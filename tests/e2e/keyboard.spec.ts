import type { Locator, Page } from '@playwright/test';
import { CHECKOUT_DETAILS, expect, expectAccessible, TEST_CARDS, test } from './fixtures';

/**
 * Keyboard only: the menu, search, a product, the cart and checkout with nothing but
 * the keys a keyboard user has (Tab, Shift+Tab, Enter, Space, Escape and typing) — no clicks and
 * no scripted focus. Each step finds its control by pressing Tab until that control has focus,
 * so a control the keyboard cannot reach fails the journey.
 */

/** More Tab presses than any page here needs to reach a control. */
const MAX_PRESSES = 60;

async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses `key` until `target` has focus; fails when it never does. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator) {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** `target` has focus and shows it: a focus ring (outline or shadow) the eye can find. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return element.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(ring, `${target.toString()} shows that it has focus`).toBe(true);
}

/**
 * Tab goes round the open modal `dialog` and never reaches the page behind it: focus is in the
 * dialog, or between rounds on the browser's own controls (the page's body, as with any native
 * modal dialog), and comes back to the control that had it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const start = await page.evaluateHandle(() => document.activeElement);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element, focused) => element.contains(focused), start)).toBe(true);
  let back = false;
  for (let presses = 0; presses < MAX_PRESSES && !back; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'browser';
      return element.contains(focused) ? 'dialog' : 'page';
    });
    expect(where, 'focus left the open dialog for the page behind it').not.toBe('page');
    back = await page.evaluate((focused) => focused === document.activeElement, start);
  }
  expect(back, 'Tab came back round to the start of the dialog').toBe(true);
}

test.describe('a keyboard-only shopper', () => {
  test('skips the header to the page content', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands on the page's first control, not back in the header.
    await page.keyboard.press('Tab');
    const focusedInMain = await page
      .getByRole('main')
      .evaluate((main) => main.contains(document.activeElement) && main !== document.activeElement);
    expect(focusedInMain).toBe(true);
  });

  test('opens the main menu and goes to a category @desktop', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('banner')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const shop = menu.getByRole('button', { name: 'Shop' });
    await pressUntilFocused(page, 'Tab', shop);
    await expectVisibleFocus(shop);

    // The submenu opens with Enter, follows its button in the Tab order, and Escape closes it
    // with focus back on the button.
    await page.keyboard.press('Enter');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.getByRole('region', { name: 'Submenu Shop' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(submenu.getByRole('link', { name: 'Tableware' }));
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(shop).toBeFocused();

    await page.keyboard.press('Space');
    const plates = submenu.getByRole('link', { name: 'Plates' });
    await pressUntilFocused(page, 'Tab', plates);
    await expectVisibleFocus(plates);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/se-en\/servering\/tallrikar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plates' })).toBeVisible();
    await expect(page).toHaveTitle('Plates | Lera');
    await expect(submenu).toBeHidden();
    // Focus went to the new page's content, not back to the header.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('opens the menu drawer and goes to a category @phone', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('banner')).toBeVisible();
    const open = page.getByRole('button', { name: 'Menu' });
    await pressUntilFocused(page, 'Tab', open);
    await expectVisibleFocus(open);
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: 'Main menu' });
    await expect(sidebar).toBeVisible();

    // Escape closes the drawer and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    const shop = sidebar.getByRole('button', { name: 'Shop' });
    await pressUntilFocused(page, 'Tab', shop);
    await page.keyboard.press('Enter');
    const tableware = sidebar.getByRole('button', { name: 'Tableware' });
    await pressUntilFocused(page, 'Tab', tableware);
    await page.keyboard.press('Enter');
    const plates = sidebar.getByRole('link', { name: 'Plates' });
    await pressUntilFocused(page, 'Tab', plates);
    await expectVisibleFocus(plates);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/se-en\/servering\/tallrikar$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Plates' })).toBeVisible();
  });

  test('searches, opens a product, chooses its size, and checks out', async ({ page }) => {
    await page.goto('/se-en');
    await expect(page.getByRole('banner')).toBeVisible();

    // Search: the panel takes focus in its box and keeps it while open.
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await pressUntilFocused(page, 'Tab', searchButton);
    await expectVisibleFocus(searchButton);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Search' });
    const box = panel.getByRole('searchbox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type('linen');
    const result = panel
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: /^Linen tablecloth/ });
    await expect(result).toBeVisible();
    await expectAccessible(page, 'the search panel with results');
    await expectFocusTrapped(page, panel);
    await pressUntilFocused(page, 'Tab', result);
    await expectVisibleFocus(result);
    await page.keyboard.press('Enter');

    // The product: both sizes chosen from the keyboard, then added.
    await expect(page).toHaveURL(/\/se-en\/linneduk-white$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Linen tablecloth' })).toBeVisible();
    await expect(page).toHaveTitle('Linen tablecloth | Lera');
    await expect(page.getByRole('main')).toBeFocused();
    const length = page.getByRole('group', { name: 'Length' }).getByRole('button', {
      name: '350',
    });
    await pressUntilFocused(page, 'Tab', length);
    await expectVisibleFocus(length);
    await page.keyboard.press('Enter');
    await expect(length).toHaveAttribute('aria-pressed', 'true');
    const add = page.getByRole('main').getByRole('button', { name: /^Add to cart/ });
    await pressUntilFocused(page, 'Tab', add);
    await expectVisibleFocus(add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Added to your cart' })).toBeVisible();

    // The cart: opened from the header, closed with Escape (focus back on its button), opened
    // again; a discount code typed in and applied; focus stays in the dialog.
    const cartButton = page.getByRole('button', { name: 'Open cart (1)' });
    await pressUntilFocused(page, 'Shift+Tab', cartButton);
    await expectVisibleFocus(cartButton);
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Linen tablecloth' })).toBeVisible();
    const code = cart.getByRole('textbox', { name: 'Discount code' });
    await pressUntilFocused(page, 'Tab', code);
    await page.keyboard.type('LERA10');
    const apply = cart.getByRole('button', { name: 'Apply code' });
    await pressUntilFocused(page, 'Tab', apply);
    await expectVisibleFocus(apply);
    await page.keyboard.press('Enter');
    await expect(
      cart.getByRole('button', { name: 'Remove the discount code LERA10' }),
    ).toBeVisible();
    await expectAccessible(page, 'the open cart');
    await expectFocusTrapped(page, cart);
    const checkout = cart.getByRole('link', { name: 'Checkout', exact: true });
    await pressUntilFocused(page, 'Tab', checkout);
    await expectVisibleFocus(checkout);
    await page.keyboard.press('Enter');

    // Checkout: the order and the (fake) payment form, paid with the keyboard.
    await expect(page).toHaveURL(/\/se-en\/checkout$/);
    await expect(cart).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page).toHaveTitle('Checkout | Lera');
    await expect(page.getByRole('main')).toBeFocused();
    // The details by keyboard: each field reached with Tab and typed into.
    const details = page.getByRole('region', { name: 'Contact and delivery' });
    for (const [name, value] of CHECKOUT_DETAILS) {
      const field = details.getByRole('textbox', { name });
      await pressUntilFocused(page, 'Tab', field);
      await expectVisibleFocus(field);
      await page.keyboard.type(value);
    }
    // The test provider's card form, by keyboard too.
    const card = page.getByRole('region', { name: 'Payment' });
    for (const [name, value] of [
      ['Card number', TEST_CARDS.approved],
      ['Expiry date (MM/YY)', '12/34'],
      ['CVC', '123'],
    ] as const) {
      const field = card.getByRole('textbox', { name });
      await pressUntilFocused(page, 'Tab', field);
      await expectVisibleFocus(field);
      await page.keyboard.type(value);
    }
    const pay = card.getByRole('button', { name: /^Pay / });
    await pressUntilFocused(page, 'Tab', pay);
    await expectVisibleFocus(pay);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/se-en\/checkout\/receipt$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Items' }).getByText('Linen tablecloth'),
    ).toBeVisible();
  });
});
