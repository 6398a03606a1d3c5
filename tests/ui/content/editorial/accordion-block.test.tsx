import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditorial } from './render-editorial';

describe('accordion (docs/product.md#content-blocks)', () => {
  it('opens and closes each item from its title (a native disclosure, so keys work too)', async () => {
    const user = userEvent.setup();
    await renderEditorial([
      {
        _uid: 'a',
        component: 'accordion',
        headline: 'Questions',
        items: [
          {
            _uid: '1',
            component: 'accordion_item',
            title: 'Dishwasher?',
            text: '<p>Yes, <em>always</em>.</p>',
          },
          { _uid: '2', component: 'accordion_item', title: 'Delivery?', text: '2–4 days.' },
          { _uid: '3', component: 'accordion_item', title: '', text: 'No title, no item.' },
        ],
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Questions' });
    const first = await within(section).findByText('Dishwasher?');
    const details = first.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(first);
    expect(details).toHaveAttribute('open');
    expect((await within(section).findByText('always')).tagName).toBe('EM');
    await user.click(first);
    expect(details).not.toHaveAttribute('open');

    const second = await within(section).findByText('Delivery?');
    expect(second.tagName).toBe('SUMMARY');
    expect(second.closest('details')).not.toHaveAttribute('open');
    expect(within(section).queryByText('No title, no item.')).not.toBeInTheDocument();
  });

  it('shows nothing without items', async () => {
    await renderEditorial([
      { _uid: 'a', component: 'accordion', headline: 'Empty', items: [] },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    await screen.findByRole('heading', { name: 'After' });
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
  });
});
