import { describe, expect, it } from 'vitest';
import type { Menu } from '@/domain/content/menu-item';
import { submenuEntries, submenuMenuName } from '@/domain/content/submenu';

const menu: Menu = {
  title: 'Main',
  items: [
    {
      uid: 'shop',
      label: 'Shop',
      link: { linktype: 'story', cachedUrl: 'servering' },
      images: [],
      children: [
        {
          uid: 'plates',
          label: 'Plates',
          link: { linktype: 'story', cachedUrl: 'servering/tallrikar' },
          images: [],
          children: [],
        },
      ],
    },
    { uid: 'blank', label: ' ', link: { linktype: 'story' }, images: [], children: [] },
  ],
};

describe('the submenu block (docs/product.md#menus)', () => {
  it("lists the named menu's items with their children, leaving out unlabelled ones", () => {
    const blok = { _uid: 's', component: 'submenu', menu: 'main-menu' };
    expect(submenuMenuName(blok)).toBe('main-menu');
    const entries = submenuEntries(blok, menu);
    expect(entries.map((entry) => entry.label)).toEqual(['Shop']);
    expect(entries[0]?.children.map((entry) => entry.label)).toEqual(['Plates']);
  });

  it('prefers its own items, each a label and a link', () => {
    const blok = {
      _uid: 's',
      component: 'submenu',
      menu: 'main-menu',
      items: [
        {
          _uid: 'a',
          component: 'submenu_item',
          label: 'Care',
          link: { linktype: 'story', cached_url: 'sv/skotselrad' },
        },
        { _uid: 'b', component: 'submenu_item', label: '' },
        'not a block',
      ],
    };
    const entries = submenuEntries(blok, menu);
    expect(entries).toEqual([
      {
        uid: 'a',
        label: 'Care',
        link: expect.objectContaining({ linktype: 'story', cachedUrl: 'sv/skotselrad' }),
        children: [],
        images: [],
      },
    ]);
  });

  it('shows nothing without items or a known menu', () => {
    const blok = { _uid: 's', component: 'submenu', menu: 'footer-menu' };
    expect(submenuMenuName(blok)).toBeUndefined();
    expect(submenuEntries(blok, undefined)).toEqual([]);
  });
});
