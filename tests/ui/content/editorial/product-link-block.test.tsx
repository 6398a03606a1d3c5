import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditorial } from './render-editorial';

describe('single product link (docs/product.md#content-blocks)', () => {
  it('shows the product named by sku as a card: picture, name and price, linked to its page', async () => {
    await renderEditorial([{ _uid: 'p', component: 'product_link', sku: 'LERA-SKAL-OCEAN' }]);
    const card = await screen.findByRole('article', { name: 'Bowl 15 cm' });
    expect(within(card).getByRole('link', { name: 'Bowl 15 cm' })).toHaveAttribute(
      'href',
      '/se-en/skal-ocean',
    );
    // A picture gets its source once mounted (near the viewport), a render after the card.
    await waitFor(() =>
      expect(card.querySelector('img')?.getAttribute('src')).toContain('skal-ocean'),
    );
    expect(within(card).getByText(/kr|SEK/)).toBeInTheDocument();
  });

  it('shows the product named by URL key as a compact line with its label', async () => {
    await renderEditorial([
      { _uid: 'p', component: 'product_link', uri: 'mugg-sand', style: 'compact', label: 'Mug' },
    ]);
    const line = await screen.findByRole('article', { name: 'Mug 35 cl' });
    expect(within(line).getByText('Mug')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Mug 35 cl' })).toHaveAttribute(
      'href',
      '/se-en/mugg-sand',
    );
  });

  it('fetches a product once for every block naming it', async () => {
    const { container } = await renderEditorial([
      { _uid: 'a', component: 'product_link', sku: 'LERA-MUGG-PINK' },
      { _uid: 'b', component: 'product_link', sku: 'LERA-MUGG-PINK', style: 'compact' },
    ]);
    expect(await screen.findAllByRole('article', { name: 'Mug 35 cl' })).toHaveLength(2);
    const { ResponseCacheStore } = await import('@/application/catalogue/response-cache.store');
    expect(container.get(ResponseCacheStore).size).toBe(1);
  });

  it('shows nothing for a product the catalogue does not have, or without sku and uri', async () => {
    await renderEditorial([
      { _uid: 'a', component: 'product_link', sku: 'NO-SUCH-SKU' },
      { _uid: 'b', component: 'product_link' },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    await screen.findByRole('heading', { name: 'After' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
