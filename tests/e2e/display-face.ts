import { expect, type Page } from '@playwright/test';

/**
 * Every heading the page shows is set in the display face (docs/product.md#site-wide-layout):
 * fails naming those drawn in another, with the face they got.
 */
export async function expectHeadingsInDisplayFace(page: Page, where: string): Promise<void> {
  const elsewhere = await page
    .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.checkVisibility())
        .filter((heading) => !getComputedStyle(heading).fontFamily.startsWith('Fraunces'))
        .map(
          (heading) => `${heading.textContent?.trim()}: ${getComputedStyle(heading).fontFamily}`,
        ),
    );
  expect(elsewhere, where).toEqual([]);
}
