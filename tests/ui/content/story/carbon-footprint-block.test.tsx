import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './render-story-blocks';

const entry = (uid: string, name: string, percentage: unknown, size: string) => ({
  _uid: uid,
  component: 'carbon_footprint_entry',
  name,
  percentage,
  size,
});

describe('the carbon footprint block (docs/product.md#content-blocks)', () => {
  it('shows each entry with its share held from 0 to 100 and its size token', async () => {
    await renderBlocks([
      {
        _uid: 'c',
        component: 'carbon_footprint',
        headline: 'The footprint of a plate',
        entries: [
          entry('a', 'Firing', 46, 'xl'),
          entry('b', 'Shipping', '17.5', 'sm'),
          entry('c', 'Too much', 140, 'huge'),
          entry('d', 'Below zero', -3, 'XS'),
          entry('e', '', 10, 'md'),
        ],
      },
    ]);
    const section = await screen.findByRole('region', { name: 'The footprint of a plate' });
    const meters = within(section).getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual([
      '46',
      '17.5',
      '100',
      '0',
    ]);
    expect(within(section).getByRole('meter', { name: 'Firing' })).toHaveAttribute(
      'aria-valuetext',
      '46%',
    );
    const sizes = within(section)
      .getAllByRole('article')
      .map((article) => article.querySelector('[data-size]')?.getAttribute('data-size'));
    expect(sizes).toEqual(['xl', 'sm', 'md', 'xs']);
    expect(within(section).getByText('18% of the footprint')).toBeInTheDocument();
    // The sideways strip holds nothing focusable, so it takes focus itself (WCAG 2.1.1).
    expect(
      within(section).getByRole('list', { name: 'Parts of the footprint, swipe sideways' }),
    ).toHaveAttribute('tabindex', '0');
  });

  it('renders nothing without entries', async () => {
    await renderBlocks([
      { _uid: 'c', component: 'carbon_footprint', headline: 'Empty', entries: 'none' },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empty' })).toBeNull();
  });
});
