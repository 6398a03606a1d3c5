import { expect, test } from './fixtures';

test.describe('product page: base product information and the size guide from the content service', () => {
  for (const [path, section, care, text] of [
    ['/se-en/linneduk-white', 'About the product', 'Care', 'Wash at 40 °C, iron while damp.'],
    ['/se/linneduk-white', 'Om produkten', 'Skötsel', 'Tvätta i 40 °C, stryk fuktig.'],
  ] as const) {
    test(`shows ${path}'s material, care and origin under their headings`, async ({ page }) => {
      await page.goto(path);
      const information = page.getByRole('region', { name: section });
      await expect(information.getByRole('heading', { level: 3, name: care })).toBeVisible();
      await expect(information.getByText(text)).toBeVisible();
    });
  }

  test('offers the listed guide and opens it with its table', async ({ page }) => {
    await page.goto('/se-en/linneduk-white');
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide: textiles' });
    await expect(guide.getByRole('columnheader', { name: 'Width' })).toBeVisible();
    await expect(guide.getByRole('cell', { name: '150x250' })).toBeVisible();
  });
});
