import { bloksField, linkField, textField } from './blok-fields';
import { MENU_NAMES, type Menu, type MenuItem, type MenuName } from './menu-item';
import type { Blok } from './story';

/** A link to nowhere: an own item without a link is shown as plain text. */
const NO_LINK = { linktype: '' } as const;

/** The menu a submenu block lists (its `menu` field), when it names one the site has. */
export function submenuMenuName(blok: Blok): MenuName | undefined {
  const name = textField(blok, 'menu').trim();
  return (MENU_NAMES as readonly string[]).includes(name) ? (name as MenuName) : undefined;
}

/**
 * docs/product.md#content-blocks submenu block: the block's own items (each a label and a link)
 * when it has any, otherwise the items of the menu it names (docs/product.md#menus, with their
 * children). Items without a label are left out; nothing at all when neither is there.
 */
export function submenuEntries(blok: Blok, menu: Menu | undefined): readonly MenuItem[] {
  const own = bloksField(blok, 'items').map((item): MenuItem => ({
    uid: item._uid,
    label: textField(item, 'label').trim(),
    link: linkField(item, 'link') ?? NO_LINK,
    children: [],
    images: [],
  }));
  const labelled = (items: readonly MenuItem[]) => items.filter((item) => item.label.trim() !== '');
  return own.length > 0 ? labelled(own) : labelled(menu?.items ?? []);
}
