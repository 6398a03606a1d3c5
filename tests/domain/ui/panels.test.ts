import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_PANELS,
  COMPETING_PANELS,
  ESCAPE_CLOSES,
  isOverlayShown,
  isPanelOpen,
  isShopperPanelOpen,
  OVERLAY_PANELS,
  PANELS,
  type Panel,
  type PanelState,
} from '@/domain/ui/panel-state';
import { closePanel, type PanelAction, reducePanels } from '@/domain/ui/panels';
import { competingOpen, panel, panelAction, panelState } from '../../support/ui-arbitraries';

const openOf = (state: PanelState, panels: readonly Panel[]) =>
  panels.filter((p) => isPanelOpen(state, p));

/** Every field but these, to check an action leaves them alone. */
const without = (state: PanelState, panels: readonly Panel[]) =>
  Object.fromEntries(Object.entries(state).filter(([key]) => !panels.includes(key as Panel)));

const MODALS: readonly Panel[] = [
  'membershipModal',
  'modalId',
  'productPopupItemId',
  'restockModalItemId',
  'sizeGuideItemId',
];

const run = (actions: readonly PanelAction[], from: PanelState = CLOSED_PANELS) =>
  actions.reduce(reducePanels, from);

describe('panels (docs/product.md#panels)', () => {
  test.prop([panelState, competingOpen])(
    'opening a competing panel closes the other competing panels and the selector lists',
    (state, action) => {
      const next = reducePanels(state, action);
      expect(openOf(next, COMPETING_PANELS)).toHaveLength(1);
      expect(next.selectorList).toBeUndefined();
      for (const modal of MODALS) expect(next[modal]).toEqual(state[modal]);
    },
  );

  test.prop([fc.array(panelAction, { maxLength: 30 })])(
    'from a closed page, no sequence of actions opens two competing panels or an orphan image bar',
    (actions) => {
      let state = CLOSED_PANELS;
      for (const action of actions) {
        state = reducePanels(state, action);
        expect(openOf(state, COMPETING_PANELS).length).toBeLessThanOrEqual(1);
        if (state.imageBar !== undefined) expect(state.desktopSubmenu).toBeDefined();
      }
    },
  );

  test.prop([panelState])('hiding the overlay closes everything', (state) => {
    const next = reducePanels(state, { type: 'hideOverlay' });
    expect(next).toEqual(CLOSED_PANELS);
    expect(isOverlayShown(next)).toBe(false);
    for (const listed of [
      'sidebar',
      'desktopSubmenu',
      'search',
      'modalId',
      'filterMenu',
      'productPopupItemId',
      'imageBar',
    ] as const) {
      expect(isPanelOpen(next, listed)).toBe(false);
    }
  });

  test.prop([panelState])(
    'a route change closes the sidebar, the desktop submenu and the overlay',
    (state) => {
      const next = reducePanels(state, { type: 'routeChanged' });
      expect(next.sidebar).toBe(false);
      expect(next.desktopSubmenu).toBeUndefined();
      expect(next.imageBar).toBeUndefined();
      expect(isOverlayShown(next)).toBe(false);
    },
  );

  test.prop([panelState])('Escape closes the listed panels and leaves the others', (state) => {
    const next = reducePanels(state, { type: 'escape' });
    expect(openOf(next, ESCAPE_CLOSES)).toEqual([]);
    expect(without(next, ESCAPE_CLOSES)).toEqual(without(state, ESCAPE_CLOSES));
    const modalStillOpen = openOf(state, [
      'modalId',
      'productPopupItemId',
      'restockModalItemId',
      'sizeGuideItemId',
    ]);
    expect(isOverlayShown(next)).toBe(modalStillOpen.length > 0);
  });

  test.prop([panelState])('the cart shows the overlay, and so does the mini cart', (state) => {
    expect(isOverlayShown(reducePanels(state, { type: 'open', panel: 'cart' }))).toBe(true);
    const added = { item: 'i', productName: 'Plate' };
    const next = reducePanels(state, { type: 'showAddedToCart', added });
    expect(next.miniCart).toEqual(added);
    expect(isOverlayShown(next)).toBe(true);
    expect(isOverlayShown(reducePanels(next, { type: 'close', panel: 'miniCart' }))).toBe(
      openOf(next, MODALS).length > 0,
    );
  });

  test.prop([panelState, panel])(
    'closing a panel closes it and what lives in it, nothing else',
    (state, p) => {
      const next = closePanel(state, p);
      const inside: Panel[] =
        p === 'desktopSubmenu' ? [p, 'imageBar'] : p === 'filter' ? [p, 'filterMenu'] : [p];
      expect(openOf(next, inside)).toEqual([]);
      expect(without(next, inside)).toEqual(without(state, inside));
    },
  );

  test.prop([panelState, fc.constantFrom('colour', 'size')])(
    'a filter menu unfolds, folds on a second click, and keeps the filter sidebar',
    (state, facet) => {
      const once = reducePanels(state, { type: 'toggleFilterMenu', facet });
      expect(once.filterMenu).toBe(state.filterMenu === facet ? undefined : facet);
      expect(once.filter).toBe(state.filter);
      expect(reducePanels(once, { type: 'toggleFilterMenu', facet }).filterMenu).toBe(
        state.filterMenu === facet ? facet : undefined,
      );
    },
  );

  test.prop([panelState])('a click outside closes the selector lists only', (state) => {
    const next = reducePanels(state, { type: 'clickOutside' });
    expect(next).toEqual({ ...state, selectorList: undefined });
  });

  test.prop([panelState, panelAction])('every action keeps every panel field', (state, action) => {
    expect(Object.keys(reducePanels(state, action)).sort()).toEqual([...PANELS].sort());
  });

  it('pins the examples', () => {
    const submenu = run([
      { type: 'open', panel: 'search' },
      { type: 'openDesktopSubmenu', menu: 'home' },
      { type: 'openImageBar', menu: 'plates' },
    ]);
    expect(submenu).toEqual({ ...CLOSED_PANELS, desktopSubmenu: 'home', imageBar: 'plates' });
    expect(reducePanels(submenu, { type: 'openDesktopSubmenu', menu: 'home' })).toEqual(submenu);
    expect(reducePanels(submenu, { type: 'openDesktopSubmenu', menu: 'fashion' })).toEqual({
      ...CLOSED_PANELS,
      desktopSubmenu: 'fashion',
    });
    expect(run([{ type: 'openImageBar', menu: 'plates' }])).toEqual(CLOSED_PANELS);

    const lists = run([
      { type: 'toggleSelectorList', list: 'market' },
      { type: 'toggleSelectorList', list: 'language' },
    ]);
    expect(lists.selectorList).toBe('language');
    expect(reducePanels(lists, { type: 'toggleSelectorList', list: 'language' })).toEqual(
      CLOSED_PANELS,
    );
    expect(isOverlayShown(lists)).toBe(false);
    expect(isOverlayShown(run([{ type: 'open', panel: 'accountDropdown' }]))).toBe(false);
    expect(isOverlayShown(run([{ type: 'openModal', modal: 'sizeGuideItemId', id: '7' }]))).toBe(
      true,
    );

    const popupAndCart = run([
      { type: 'openModal', modal: 'productPopupItemId', id: '42' },
      { type: 'open', panel: 'membershipModal' },
      { type: 'open', panel: 'cart' },
    ]);
    expect(reducePanels(popupAndCart, { type: 'escape' })).toEqual({
      ...CLOSED_PANELS,
      productPopupItemId: '42',
    });
    expect(
      run(
        [
          { type: 'toggleFilterMenu', facet: 'colour' },
          { type: 'open', panel: 'search' },
        ],
        { ...CLOSED_PANELS, filter: true },
      ),
    ).toEqual({ ...CLOSED_PANELS, search: true });
  });
});

describe('what the shopper opened (docs/product.md#one-interruption-at-a-time)', () => {
  test.prop([panelState])(
    'is up exactly when a panel other than the membership invitation is open',
    (state) => {
      const others = PANELS.filter((p) => p !== 'membershipModal');
      expect(isShopperPanelOpen(state)).toBe(others.some((p) => isPanelOpen(state, p)));
    },
  );

  it('does not count the membership invitation, and counts each other panel alone', () => {
    expect(isShopperPanelOpen(CLOSED_PANELS)).toBe(false);
    expect(isShopperPanelOpen({ ...CLOSED_PANELS, membershipModal: true })).toBe(false);
    expect(isShopperPanelOpen({ ...CLOSED_PANELS, cart: true })).toBe(true);
    expect(isShopperPanelOpen({ ...CLOSED_PANELS, selectorList: 'market' })).toBe(true);
  });

  it('lays the overlay under every panel but the account dropdown, the selectors and the image bar', () => {
    expect(PANELS.filter((p) => !(OVERLAY_PANELS as readonly Panel[]).includes(p))).toEqual([
      'imageBar',
      'accountDropdown',
      'selectorList',
    ]);
    expect(
      Object.values(CLOSED_PANELS).every((value) => value === false || value === undefined),
    ).toBe(true);
  });
});
