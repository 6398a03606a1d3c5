import type { MenuLink } from './menu-link';
import type { ContentImage } from './story';

/** docs/product.md#menus: a label, where it leads, the items under it and pictures to show. */
export interface MenuItem {
  readonly uid: string;
  readonly label: string;
  readonly link: MenuLink;
  /**
   * The next level down: the main menu is three levels deep (docs/product.md#content-blocks mobile
   * sidebar).
   */
  readonly children: readonly MenuItem[];
  /** Pictures for the desktop image bar (docs/product.md#content-blocks: at most 4 shown). */
  readonly images: readonly ContentImage[];
  /** A phone number the item calls instead of following its link. */
  readonly phoneLink?: string | undefined;
  /** `_blank` opens the link in a new tab. */
  readonly target?: string | undefined;
}

/**
 * docs/product.md#content-service the menus the content service holds at
 * `shared-content/menus/{name}`.
 */
export const MENU_NAMES = ['main-menu', 'secondary-menu'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/**
 * A menu story: the main or secondary menu, or one of the footer's menus (docs/product.md#footer).
 */
export interface Menu {
  readonly title: string;
  readonly items: readonly MenuItem[];
}
