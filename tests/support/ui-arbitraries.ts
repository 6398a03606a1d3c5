import fc from 'fast-check';
import type { AddedItem, PanelState, SelectorList } from '@/domain/ui/panel-state';
import type { IdModal, PanelAction } from '@/domain/ui/panels';
import { PANELS } from '@/domain/ui/panel-state';

const id = fc.string({ minLength: 1, maxLength: 4 });
const maybeId = fc.option(id, { nil: undefined });

export const addedItem: fc.Arbitrary<AddedItem> = fc.record({
  item: id,
  productName: fc.string({ maxLength: 8 }),
});

export const selectorList = fc.constantFrom<SelectorList>('market', 'language');

/** Any panel state, including ones the reducer never produces (two competing panels open). */
export const panelState: fc.Arbitrary<PanelState> = fc.record({
  sidebar: fc.boolean(),
  cart: fc.boolean(),
  miniCart: fc.option(addedItem, { nil: undefined }),
  search: fc.boolean(),
  filter: fc.boolean(),
  filterMenu: maybeId,
  desktopSubmenu: maybeId,
  imageBar: maybeId,
  accountDropdown: fc.boolean(),
  selectorList: fc.option(selectorList, { nil: undefined }),
  membershipModal: fc.boolean(),
  modalId: maybeId,
  productPopupItemId: maybeId,
  restockModalItemId: maybeId,
  sizeGuideItemId: maybeId,
});

export const panel = fc.constantFrom(...PANELS);

export const idModal = fc.constantFrom<IdModal>(
  'modalId',
  'productPopupItemId',
  'restockModalItemId',
  'sizeGuideItemId',
);

/** An action that opens one of the competing panels (docs/product.md#panels). */
export const competingOpen: fc.Arbitrary<PanelAction> = fc.oneof(
  fc.constantFrom<PanelAction>(
    { type: 'open', panel: 'sidebar' },
    { type: 'open', panel: 'cart' },
    { type: 'open', panel: 'search' },
    { type: 'open', panel: 'filter' },
    { type: 'open', panel: 'accountDropdown' },
  ),
  id.map((menu): PanelAction => ({ type: 'openDesktopSubmenu', menu })),
  addedItem.map((added): PanelAction => ({ type: 'showAddedToCart', added })),
);

/** Any panel action. */
export const panelAction: fc.Arbitrary<PanelAction> = fc.oneof(
  competingOpen,
  fc.constantFrom<PanelAction>(
    { type: 'open', panel: 'membershipModal' },
    { type: 'hideOverlay' },
    { type: 'routeChanged' },
    { type: 'escape' },
    { type: 'clickOutside' },
  ),
  id.map((menu): PanelAction => ({ type: 'openImageBar', menu })),
  fc.constantFrom('a', 'b').map((facet): PanelAction => ({ type: 'toggleFilterMenu', facet })),
  selectorList.map((list): PanelAction => ({ type: 'toggleSelectorList', list })),
  fc
    .tuple(idModal, id)
    .map(([modal, value]): PanelAction => ({ type: 'openModal', modal, id: value })),
  panel.map((p): PanelAction => ({ type: 'close', panel: p })),
);
