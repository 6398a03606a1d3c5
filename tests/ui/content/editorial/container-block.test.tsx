import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditorial } from './render-editorial';

const column = (uid: string, text: string) => ({
  _uid: uid,
  component: 'column',
  body: [{ _uid: `${uid}-h`, component: 'headline', text, level: 3 }],
});

describe('container with headline and columns (docs/product.md#content-blocks)', () => {
  it('shows its headline and each column with the blocks it holds, in order', async () => {
    await renderEditorial([
      {
        _uid: 'c',
        component: 'container',
        headline: 'Three rooms',
        columns: [column('a', 'Kitchen'), column('b', 'Dining'), column('c', 'Living')],
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Three rooms' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Three rooms' }),
    ).toBeInTheDocument();
    const headings = await within(section).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Kitchen', 'Dining', 'Living']);
    const grid = headings[0]?.closest('[style]');
    expect(grid?.getAttribute('style')).toContain('--columns: 3');
  });

  it('lays out at most 4 columns side by side', async () => {
    await renderEditorial([
      {
        _uid: 'c',
        component: 'container',
        headline: 'Many',
        columns: ['a', 'b', 'c', 'd', 'e'].map((uid) => column(uid, uid.toUpperCase())),
      },
    ]);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(5);
    expect(headings[0]?.closest('[style]')?.getAttribute('style')).toContain('--columns: 4');
  });
});
