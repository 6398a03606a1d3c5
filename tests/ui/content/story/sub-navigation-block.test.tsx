import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks, storyLinkField } from './render-story-blocks';

const item = (uid: string, label: string, slug: string, image?: string) => ({
  _uid: uid,
  component: 'sub_navigation_item',
  label,
  link: storyLinkField(slug),
  ...(image ? { image: { filename: image, alt: label } } : {}),
});

describe('the sub navigation block (docs/product.md#content-blocks)', () => {
  it('marks the item of the page being shown as the current page', async () => {
    await renderBlocks(
      [
        {
          _uid: 'n',
          component: 'sub_navigation',
          headline: 'About Lera',
          items: [
            item('a', 'About us', 'en/about-us'),
            item('b', 'Sustainability', 'en/showcase-sustainability'),
            item('c', 'Care guide', 'en/care-guide'),
          ],
        },
      ],
      '/se-en/showcase-sustainability',
    );
    const nav = await screen.findByRole('navigation', { name: 'About Lera' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About us',
      'Sustainability',
      'Care guide',
    ]);
    expect(within(nav).getByRole('link', { name: 'Sustainability' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current');
  });

  it('shows picture items named by their label, the picture decorative', async () => {
    await renderBlocks(
      [
        {
          _uid: 'n',
          component: 'sub_navigation',
          items: [
            item('a', 'Plates', 'en/servering/tallrikar', '/media/content/plates.svg'),
            item('b', 'Bowls', 'en/servering/skålar', '/media/content/bowls.svg'),
            item('c', '', 'en/nowhere'),
          ],
        },
      ],
      '/se-en/servering/sk%C3%A5lar',
    );
    const nav = await screen.findByRole('navigation', { name: 'In this section' });
    const bowls = within(nav).getByRole('link', { name: 'Bowls' });
    expect(bowls).toHaveAttribute('aria-current', 'page');
    expect(bowls.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });
});
