import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../render-shop';

// The 404 story read by the error page breaks, as a story an editor broke would.
vi.mock('@/domain/content/error-page-content', () => ({
  errorPageContent: () => {
    throw new Error('The 404 story cannot be read');
  },
}));

describe('the error page’s own failure (docs/product.md#error-page)', () => {
  it('says the error page could not be shown, with a plain link home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShop('/se-en/no-such-page');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
