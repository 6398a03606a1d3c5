import type { Page } from '@playwright/test';
import type { Interaction } from './interactive-run';

/**
 * The interaction timed on each shop page once it is interactive, each a shopper's tap on a
 * phone (real touch input, so Event Timing records it): the menu opened on home, a filter ticked
 * on the category, the product put in the cart. Names and roles as the journeys find them.
 */
export const INTERACTIONS: Readonly<Record<string, Interaction>> = {
  home: {
    name: 'menu open',
    act: async (page: Page) => {
      await page.getByRole('button', { name: 'Meny', exact: true }).tap();
      await page.getByRole('dialog').getByRole('heading', { name: 'Meny' }).waitFor();
    },
  },
  category: {
    name: 'filter toggle',
    // The filter panel opened and the colour facet unfolded first, as bench/scale.ts does.
    prepare: async (page: Page) => {
      await page.getByRole('button', { name: 'Filtrera', exact: true }).tap();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Färg/ }).tap();
      await dialog
        .locator('ul:not([hidden]) input[type=checkbox]:not([disabled])')
        .first()
        .waitFor();
      // Both taps' own work (and any chunk they load) settles before the timed one.
      await page.waitForTimeout(1000);
    },
    act: async (page: Page) => {
      const box = page
        .getByRole('dialog')
        .locator('ul:not([hidden]) input[type=checkbox]:not([disabled])')
        .first();
      // The box is drawn over by its label's mark; the label is what a finger touches.
      await box.locator('xpath=ancestor::label[1]').tap();
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLInputElement>(
            'dialog[open] ul:not([hidden]) input[type=checkbox]:checked',
          ) !== null,
        null,
        { polling: 100, timeout: 15_000 },
      );
    },
  },
  product: {
    name: 'add to cart',
    act: async (page: Page) => {
      const added = page.waitForResponse(
        (answer) => answer.url().includes('/cart/item/') && answer.ok(),
      );
      await page
        .getByRole('button', { name: /^Köp – / })
        .filter({ visible: true })
        .first()
        .tap();
      await added;
    },
  },
};
