import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks, storyLinkField } from './render-story-blocks';

describe('the submenu block (docs/product.md#menus)', () => {
  it("lists the main menu's items with the links under them", async () => {
    await renderBlocks([
      { _uid: 's', component: 'submenu', headline: 'Find your way', menu: 'main-menu' },
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Find your way' });
    expect(within(nav).getByRole('heading', { name: 'Find your way' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/se-en/shop');
    expect(within(nav).getByRole('link', { name: 'Textiles' })).toHaveAttribute(
      'href',
      '/se-en/textil',
    );
  });

  it("calls a menu item's phone number", async () => {
    await renderBlocks([{ _uid: 's', component: 'submenu', menu: 'secondary-menu' }]);
    const nav = await screen.findByRole('navigation', { name: 'More' });
    expect(within(nav).getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+4642331000',
    );
  });

  it('shows its own items instead, an item without a link as text', async () => {
    await renderBlocks([
      {
        _uid: 's',
        component: 'submenu',
        headline: 'Care',
        menu: 'main-menu',
        items: [
          {
            _uid: 'a',
            component: 'submenu_item',
            label: 'Care guide',
            link: storyLinkField('en/care-guide'),
          },
          { _uid: 'b', component: 'submenu_item', label: 'Opening hours' },
          { _uid: 'c', component: 'submenu_item', label: '' },
        ],
      },
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Care' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Care guide' })).toHaveAttribute(
      'href',
      '/se-en/care-guide',
    );
    expect(within(nav).getByText('Opening hours').closest('a')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('renders nothing for a menu the site does not have', async () => {
    await renderBlocks([
      { _uid: 's', component: 'submenu', menu: 'nowhere' },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
