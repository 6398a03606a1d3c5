import type { MenuItem } from '@/domain/content/menu-item';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';

/** A menu's items and the levels under them, as nested lists of plain links. */
export function MenuTree(props: { readonly items: readonly MenuItem[] }) {
  return (
    <ul>
      {props.items.map((item) => (
        <li key={item.uid}>
          <MenuEntryLink item={item} />
          {item.children.length > 0 ? <MenuTree items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
