import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../render-shop';

describe('the story showcase page (docs/product.md#content-blocks)', () => {
  it(
    'shows every block of the story group at its English address',
    { timeout: 20_000 },
    async () => {
      await renderShop('/se-en/showcase-sustainability');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Sustainable, step by step' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      const current = await screen.findByRole('link', { name: 'Sustainability', current: 'page' });
      expect(current).toHaveAttribute('href', '/se-en/showcase-sustainability');
      const timeline = await screen.findByRole('region', { name: 'From clay pit to dinner table' });
      expect(within(timeline).getAllByRole('listitem')).toHaveLength(6);
      expect(
        await screen.findByRole('region', { name: 'The carbon footprint of a dinner plate' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('region', { name: 'Shop the look: an ocean table' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'How we style it' })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'Shop by room' })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'Find your way' })).toBeInTheDocument();
      expect(
        await screen.findByRole('navigation', { name: 'Caring for your ceramics' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('region', { name: 'Come along to the workshop' }),
      ).toBeInTheDocument();
    },
  );

  it('is at its Swedish address too', async () => {
    await renderShop('/se/visningsrum-hallbarhet');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Hållbart, steg för steg' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
