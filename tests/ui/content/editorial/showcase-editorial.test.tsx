import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../render-shop';

describe('the editorial showcase page (docs/product.md#content-blocks)', () => {
  it('shows every editorial block from the seed at /se-en/showcase-editorial', async () => {
    await renderShop('/se-en/showcase-editorial');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Showcase: editorial blocks' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    for (const name of [
      'Thrown by hand',
      'Linen that softens',
      'A table for many',
      'Glazes from the kiln',
      'Three places to start',
      'The workshop’s favourites',
      'For the breakfast table',
      'This autumn’s teapot',
      'From the workshop',
      'On the table right now',
      'Questions on linen and the workshop',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    const rooms = screen.getByRole('region', { name: 'Three places to start' });
    expect(await within(rooms).findByRole('link', { name: 'Textiles' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shop breakfast' })).toBeInTheDocument();
    const breakfast = screen.getByRole('region', { name: 'For the breakfast table' });
    expect(await within(breakfast).findAllByRole('article')).toHaveLength(3);
    const favourites = screen.getByRole('region', { name: 'The workshop’s favourites' });
    expect(await within(favourites).findAllByRole('article')).toHaveLength(4);
    expect(await screen.findByText('The film is coming soon')).toBeInTheDocument();
  }, 30_000);

  it('is served in Swedish at /se/visningsrum-redaktionellt', async () => {
    await renderShop('/se/visningsrum-redaktionellt');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Visningsrum: redaktionella block' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
