import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MemoryAnalyticsSink } from '@/adapters/memory/analytics-sink.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { AnalyticsSink } from '@/application/shared/analytics-sink.port';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CartStore } from '@/application/cart/cart.store';
import { ItemPickerStore } from '@/application/table-setting/item-picker.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import { TableSettingStore } from '@/application/table-setting/table-setting.store';
import { UiStore } from '@/application/shared/ui.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { MINI_CART_AUTO_CLOSE_MS } from '@/domain/ui/panels';
import { PLATE_WIDTH_DIVISOR } from '@/domain/table-setting/plate-width';
import type { PickerCandidate } from '@/domain/table-setting/picker-candidate';
import { testContainer } from '../../support/test-container';

/** Seeded categories (Swedish names as in the search index): Tallrikar, Skålar, Fat. */
const PLATES = '11';
const BOWLS = '12';
const DISHES = '13';

async function shopWith(options: Parameters<typeof testContainer>[0] = {}) {
  const container = await testContainer(options);
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const recorder = container.get<AnalyticsSink>(AnalyticsSink);
  if (!(recorder instanceof MemoryAnalyticsSink)) throw new Error('Expected the recorder');
  const store = container.get(TableSettingStore);
  const picker = container.get(ItemPickerStore);
  return {
    container,
    sites,
    store,
    picker,
    cart: container.get(CartStore),
    ui: container.get(UiStore),
    wishlist: container.get(WishlistStore),
    notifications: container.get(NotificationStore),
    catalogue: container.get<CatalogueGateway>(CatalogueGateway),
    cartGateway: container.get<CartGateway>(CartGateway),
    events: recorder.events,
    /** Opens `category` and gives its first candidate that matches, or fails the test. */
    async offered(
      category: string,
      matches: (candidate: PickerCandidate) => boolean,
      skip = 0,
    ): Promise<PickerCandidate> {
      await picker.load(category);
      const found = picker.candidates(category).filter(matches)[skip];
      if (!found) throw new Error(`Category ${category} offers no such item`);
      return found;
    },
  };
}

type Shop = Awaited<ReturnType<typeof shopWith>>;

const desktop = { onMobile: false } as const;
const mobile = { onMobile: true } as const;

const roundToOre = (amount: number) => Math.round(amount * 100) / 100;

describe('TableSettingStore (docs/product.md#table-setting)', () => {
  let shop: Shop;
  let logged: MockInstance<typeof console.error>;

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await shopWith();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('searching state', () => {
    it('starts on the summary list with nothing open or dimmed', () => {
      const { store } = shop;
      expect(store.searching).toEqual({ id: undefined, open: false });
      expect(store.isSearchOpen).toBe(false);
      expect(store.openCategory).toBeUndefined();
      expect(store.isDimmed(PLATES)).toBe(false);
      expect(store.searchResults).toEqual([]);
      expect(store.searchStatus).toBeUndefined();
    });

    it("clicking a plate opens its category's search view with the category's products", async () => {
      const { store, picker } = shop;
      await store.togglePlate(PLATES);
      expect(store.searching).toEqual({ id: PLATES, open: true });
      expect(store.isSearchOpen).toBe(true);
      expect(store.openCategory).toBe(PLATES);
      expect(store.isOpen(PLATES)).toBe(true);
      expect(store.searchStatus).toBe('success');
      expect(store.searchResults.length).toBeGreaterThan(0);
      expect(store.searchResults).toEqual(picker.candidates(PLATES));
      expect(store.searchResults.map((candidate) => candidate.name)).toContain(
        'Middagstallrik 27 cm',
      );
    });

    it('clicking the same plate again closes it', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      await store.togglePlate(PLATES);
      expect(store.searching).toEqual({ id: PLATES, open: false });
      expect(store.isSearchOpen).toBe(false);
      expect(store.isOpen(PLATES)).toBe(false);
      expect(store.searchResults).toEqual([]);
      await store.togglePlate(PLATES);
      expect(store.isOpen(PLATES)).toBe(true);
    });

    it('clicking another plate switches to its category', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      await store.togglePlate(BOWLS);
      expect(store.searching).toEqual({ id: BOWLS, open: true });
      expect(store.isOpen(PLATES)).toBe(false);
      expect(store.searchResults).toEqual(shop.picker.candidates(BOWLS));
      expect(store.searchResults).not.toEqual(shop.picker.candidates(PLATES));
    });

    it('dims the other categories while one is open, and none once it closes', async () => {
      const { store } = shop;
      await store.togglePlate(BOWLS);
      expect(store.isDimmed(BOWLS)).toBe(false);
      expect(store.isDimmed(PLATES)).toBe(true);
      expect(store.isDimmed(DISHES)).toBe(true);
      store.goBack();
      expect(store.isDimmed(PLATES)).toBe(false);
      expect(store.isDimmed(DISHES)).toBe(false);
    });

    it('the go-back control returns to the summary list', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      store.goBack();
      expect(store.isSearchOpen).toBe(false);
      expect(store.openCategory).toBeUndefined();
      expect(store.searching.id).toBe(PLATES);
    });

    it("fetches a category's products once, however often its plate is clicked", async () => {
      const { store, catalogue } = shop;
      const fetched = vi.spyOn(catalogue, 'productsInCategory');
      await store.togglePlate(PLATES);
      await store.togglePlate(PLATES);
      await store.togglePlate(PLATES);
      await store.togglePlate(BOWLS);
      await store.togglePlate(PLATES);
      expect(fetched.mock.calls).toEqual([[PLATES], [BOWLS]]);
    });

    it("loads the tool's categories ahead of the clicks, each once", async () => {
      const { store, catalogue } = shop;
      const fetched = vi.spyOn(catalogue, 'productsInCategory');
      await store.load([PLATES, BOWLS, DISHES]);
      await store.togglePlate(BOWLS);
      expect(fetched.mock.calls).toEqual([[PLATES], [BOWLS], [DISHES]]);
      expect(store.searchStatus).toBe('success');
      expect(store.searchResults.length).toBeGreaterThan(0);
    });

    it('shows the products as loading until they come', async () => {
      const { store } = shop;
      const opening = store.togglePlate(PLATES);
      expect(store.searchStatus).toBe('loading');
      expect(store.searchResults).toEqual([]);
      await opening;
      expect(store.searchStatus).toBe('success');
    });
  });

  describe('selecting a variant', () => {
    it('on mobile returns to the list, with the variant chosen', async () => {
      const { store, picker } = shop;
      await store.togglePlate(PLATES);
      const plate = store.searchResults[1] as PickerCandidate;
      expect(store.select(PLATES, plate.itemId, mobile)).toBe(true);
      expect(store.isSearchOpen).toBe(false);
      expect(picker.selectedItemId(PLATES)).toBe(plate.itemId);
      expect(store.lines.map((line) => line.candidate)).toEqual([plate]);
    });

    it('on a wider screen keeps the search view open beside the list', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      const plate = store.searchResults[0] as PickerCandidate;
      store.select(PLATES, plate.itemId, desktop);
      expect(store.isSearchOpen).toBe(true);
      expect(store.isOpen(PLATES)).toBe(true);
      expect(store.lines).toHaveLength(1);
    });

    it('choosing another variant for a category replaces its line', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      const [first, second] = store.searchResults as [PickerCandidate, PickerCandidate];
      store.select(PLATES, first.itemId, desktop);
      store.select(PLATES, second.itemId, desktop);
      expect(store.lines.map((line) => line.candidate.itemId)).toEqual([second.itemId]);
    });

    it('an item the category does not offer changes nothing', async () => {
      const { store } = shop;
      await store.togglePlate(PLATES);
      const bowl = await shop.offered(BOWLS, () => true);
      expect(store.select(PLATES, bowl.itemId, mobile)).toBe(false);
      expect(store.select(PLATES, 'no-such-item', mobile)).toBe(false);
      expect(store.isSearchOpen).toBe(true);
      expect(store.lines).toEqual([]);
    });
  });

  describe('summary lines and total', () => {
    it('lists a chosen variant with one piece, its 0–10 drop-down, price and plate width', async () => {
      const { store } = shop;
      const plate = await shop.offered(
        PLATES,
        (c) => c.stock >= 12 && c.diameterCm === 27 && c.price === 349,
      );
      store.select(PLATES, plate.itemId, mobile);
      expect(store.lines).toEqual([
        {
          slot: PLATES,
          candidate: plate,
          quantity: 1,
          quantityOptions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          isInStock: true,
          priceText: '349 kr',
          plateWidthPercent: (27 / PLATE_WIDTH_DIVISOR) * 100,
        },
      ]);
    });

    it('offers quantities only up to the stock and keeps the quantity within them', async () => {
      const { store } = shop;
      const few = await shop.offered(PLATES, (c) => c.stock >= 2 && c.stock <= 5);
      const many = await shop.offered(BOWLS, (c) => c.stock >= 12);
      store.select(PLATES, few.itemId, mobile);
      store.select(BOWLS, many.itemId, mobile);
      expect(store.lines[0]?.quantityOptions).toEqual(
        Array.from({ length: few.stock + 1 }, (_, n) => n),
      );
      store.setQuantity(PLATES, 99);
      store.setQuantity(BOWLS, 99);
      expect(store.lines.map((line) => line.quantity)).toEqual([few.stock, 10]);
      store.setQuantity(BOWLS, 0);
      expect(store.lines[1]?.quantity).toBe(0);
      store.setQuantity(BOWLS, -3);
      expect(store.lines[1]?.quantity).toBe(0);
    });

    it('an out-of-stock variant shows as out of stock and is left out of the total', async () => {
      const { store, picker } = shop;
      const soldOut = await shop.offered(BOWLS, (c) => c.stock <= 0);
      const plate = await shop.offered(PLATES, (c) => c.stock >= 3 && c.price === 299);
      store.select(PLATES, plate.itemId, mobile);
      store.select(BOWLS, soldOut.itemId, mobile);
      store.setQuantity(PLATES, 3);
      // A quantity remembered from before the stock ran out does not count either.
      picker.hydrate({
        ...picker.toJSON(),
        quantities: { ...picker.quantities, [soldOut.itemId]: 4 },
      });
      const [plateLine, bowlLine] = store.lines;
      expect(bowlLine).toMatchObject({ isInStock: false, quantityOptions: [0], quantity: 0 });
      expect(plateLine?.isInStock).toBe(true);
      expect(store.total).toBe(plate.price * 3);
      expect(store.total).toBe(897);
      expect(store.totalText).toBe('897 kr');
    });

    it('totals price × quantity over the lines, to the öre', async () => {
      const { store } = shop;
      const plate = await shop.offered(PLATES, (c) => c.stock >= 4);
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 2);
      const dish = await shop.offered(DISHES, (c) => c.stock >= 1);
      store.select(PLATES, plate.itemId, mobile);
      store.select(BOWLS, bowl.itemId, mobile);
      store.select(DISHES, dish.itemId, mobile);
      store.setQuantity(PLATES, 4);
      store.setQuantity(BOWLS, 2);
      expect(store.total).toBe(roundToOre(plate.price * 4 + bowl.price * 2 + dish.price));
      store.setQuantity(DISHES, 0);
      expect(store.total).toBe(roundToOre(plate.price * 4 + bowl.price * 2));
    });

    it('has a zero total, written in SEK, with nothing chosen', () => {
      expect(shop.store.lines).toEqual([]);
      expect(shop.store.total).toBe(0);
      expect(shop.store.totalText).toBe('0 kr');
    });

    it('lays the lines with pieces to buy on the table, plates to scale and widest lowest', async () => {
      const { store } = shop;
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 1 && c.diameterCm === 15);
      const plate = await shop.offered(PLATES, (c) => c.stock >= 1 && c.diameterCm === 27);
      const dish = await shop.offered(DISHES, (c) => c.stock >= 1);
      store.select(BOWLS, bowl.itemId, mobile);
      store.select(PLATES, plate.itemId, mobile);
      store.select(DISHES, dish.itemId, mobile);
      store.setQuantity(DISHES, 0);
      expect(store.stack.map((piece) => [piece.key, piece.layer, piece.candidate])).toEqual([
        [PLATES, 0, plate],
        [BOWLS, 1, bowl],
      ]);
      expect(store.stack[0]?.widthPercent).toBe((27 / PLATE_WIDTH_DIVISOR) * 100);
    });
  });

  describe('add to cart', () => {
    it('adds each line with a quantity and stock, in the order chosen, then shows the cart with the overlay', async () => {
      const { store, cart, ui, cartGateway } = shop;
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 2);
      const plate = await shop.offered(PLATES, (c) => c.stock >= 3);
      const dish = await shop.offered(DISHES, (c) => c.stock >= 1);
      const soldOut = await shop.offered(DISHES, (c) => c.stock <= 0);
      const mug = await shop.offered('14', (c) => c.stock >= 1);
      store.select(BOWLS, bowl.itemId, mobile);
      store.select(PLATES, plate.itemId, mobile);
      store.select(DISHES, dish.itemId, mobile);
      store.select('14', mug.itemId, mobile);
      store.setQuantity(BOWLS, 2);
      store.setQuantity(PLATES, 3);
      store.setQuantity('14', 0);
      store.select(DISHES, soldOut.itemId, mobile);
      const added = vi.spyOn(cartGateway, 'addItem');

      await expect(store.addToCart()).resolves.toBe(2);

      expect(added.mock.calls).toEqual([
        [bowl.itemId, 2],
        [plate.itemId, 3],
      ]);
      expect(cart.quantityInCart(bowl.itemId)).toBe(2);
      expect(cart.quantityInCart(plate.itemId)).toBe(3);
      expect(cart.quantityInCart(mug.itemId)).toBe(0);
      expect(ui.isCartOpen).toBe(true);
      expect(ui.isOverlayShown).toBe(true);
      expect(ui.isMiniCartOpen).toBe(false);
      expect(store.isAdding).toBe(false);
      vi.advanceTimersByTime(MINI_CART_AUTO_CLOSE_MS);
      expect(ui.isCartOpen).toBe(true);
      expect(ui.isOverlayShown).toBe(true);
    });

    it('sets the adding flag while the adds run, and ignores a second click meanwhile', async () => {
      const { store, cartGateway } = shop;
      const plate = await shop.offered(PLATES, (c) => c.stock >= 1);
      store.select(PLATES, plate.itemId, mobile);
      const added = vi.spyOn(cartGateway, 'addItem');
      expect(store.canAddToCart).toBe(true);

      const adding = store.addToCart();
      expect(store.isAdding).toBe(true);
      expect(store.canAddToCart).toBe(false);
      await expect(store.addToCart()).resolves.toBe(0);
      await adding;

      expect(added).toHaveBeenCalledTimes(1);
      expect(store.isAdding).toBe(false);
      expect(store.canAddToCart).toBe(true);
    });

    it('with nothing to add makes no call and leaves the cart closed', async () => {
      const { store, ui, cartGateway } = shop;
      const added = vi.spyOn(cartGateway, 'addItem');
      expect(store.canAddToCart).toBe(false);
      await expect(store.addToCart()).resolves.toBe(0);

      const soldOut = await shop.offered(BOWLS, (c) => c.stock <= 0);
      const plate = await shop.offered(PLATES, (c) => c.stock >= 1);
      store.select(BOWLS, soldOut.itemId, mobile);
      store.select(PLATES, plate.itemId, mobile);
      store.setQuantity(PLATES, 0);
      expect(store.canAddToCart).toBe(false);
      await expect(store.addToCart()).resolves.toBe(0);

      expect(added).not.toHaveBeenCalled();
      expect(ui.isCartOpen).toBe(false);
      expect(ui.isOverlayShown).toBe(false);
    });

    it('over the stock with what the cart holds, says Add_To_Cart_Error and adds the rest', async () => {
      const { store, cart, notifications } = shop;
      const scarce = await shop.offered(PLATES, (c) => c.stock === 2);
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 1);
      await cart.addItem(scarce.itemId, 1);
      store.select(PLATES, scarce.itemId, mobile);
      store.select(BOWLS, bowl.itemId, mobile);
      store.setQuantity(PLATES, 2);

      await expect(store.addToCart()).resolves.toBe(1);

      expect(cart.quantityInCart(scarce.itemId)).toBe(1);
      expect(cart.quantityInCart(bowl.itemId)).toBe(1);
      expect(
        notifications.toasts.map(({ kind, title, message }) => ({ kind, title, message })),
      ).toEqual([
        { kind: 'error', title: 'Add_To_Cart_Error_Title', message: 'Add_To_Cart_Error_Message' },
      ]);
      expect(shop.ui.isCartOpen).toBe(true);
    });

    it('reports each add to the data layer and takes the variant off the wishlist', async () => {
      const { store, wishlist, events } = shop;
      const plate = await shop.offered(PLATES, (c) => c.stock >= 2);
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 1);
      wishlist.toggle(plate.productId);
      store.select(PLATES, plate.itemId, mobile);
      store.select(BOWLS, bowl.itemId, mobile);
      store.setQuantity(PLATES, 2);

      await store.addToCart();

      expect(wishlist.has(plate.productId)).toBe(false);
      const adds = events.filter((event) => event.event === 'addToCart');
      expect(adds).toHaveLength(2);
      expect(JSON.stringify(adds[0])).toContain('"quantity":2');
    });

    it('a failing cart is only logged ("Couldn\'t addItem"), the cart unchanged, the cart still shown', async () => {
      const failing = await shopWith({
        config: { faults: faultPlan('cart', { kind: 'status', status: 500 }) },
      });
      const { store, cart, ui } = failing;
      const plate = await failing.offered(PLATES, (c) => c.stock >= 1);
      const bowl = await failing.offered(BOWLS, (c) => c.stock >= 1);
      store.select(PLATES, plate.itemId, mobile);
      store.select(BOWLS, bowl.itemId, mobile);

      await expect(store.addToCart()).resolves.toBe(0);

      expect(logged.mock.calls.map(([message]) => message)).toEqual([
        "Couldn't addItem",
        "Couldn't addItem",
      ]);
      expect(cart.selection).toBeUndefined();
      expect(store.isAdding).toBe(false);
      expect(ui.isCartOpen).toBe(true);
      expect(failing.notifications.toasts).toEqual([]);
    });
  });

  describe('when the products cannot be fetched', () => {
    it('the search view has status error and offers nothing; reopening tries again', async () => {
      const failing = await shopWith({
        config: { faults: faultPlan('catalog', { kind: 'status', status: 500 }) },
      });
      const { store } = failing;
      await store.togglePlate(PLATES);
      expect(store.isSearchOpen).toBe(true);
      expect(store.searchStatus).toBe('error');
      expect(store.searchResults).toEqual([]);
      store.goBack();
      const reopening = store.togglePlate(PLATES);
      expect(store.searchStatus).toBe('loading');
      await reopening;
      expect(store.searchStatus).toBe('error');
      expect(store.lines).toEqual([]);
      expect(store.total).toBe(0);
    });
  });

  it('a view observing the tool sees the results, lines and total change', async () => {
    const { store } = shop;
    const seen: string[] = [];
    const stop = autorun(() => {
      seen.push(`${store.searchResults.length}/${store.lines.length}/${store.total}`);
    });
    await store.togglePlate(PLATES);
    const plate = store.searchResults.find((c) => c.stock >= 2 && c.price === 349);
    store.select(PLATES, plate?.itemId ?? '', mobile);
    store.setQuantity(PLATES, 2);
    stop();
    const offered = shop.picker.candidates(PLATES).length;
    const changes = seen.filter((state, at) => state !== seen[at - 1]);
    expect(changes).toEqual(['0/0/0', `${offered}/0/0`, '0/1/349', '0/1/698']);
  });

  describe('state as JSON (docs/architecture.md#stores)', () => {
    it('a fresh shop hydrated from the JSON shows the same tool', async () => {
      const { store, picker, container } = shop;
      const plate = await shop.offered(PLATES, (c) => c.stock >= 3);
      const bowl = await shop.offered(BOWLS, (c) => c.stock >= 1);
      store.select(PLATES, plate.itemId, mobile);
      store.select(BOWLS, bowl.itemId, mobile);
      store.setQuantity(PLATES, 3);
      await store.togglePlate(BOWLS);

      const written = JSON.parse(
        JSON.stringify({
          cache: container.get(ResponseCacheStore).toJSON(),
          picker: picker.toJSON(),
          tool: store.toJSON(),
        }),
      );
      const fresh = await shopWith();
      fresh.container.get(ResponseCacheStore).hydrate(written.cache);
      fresh.picker.hydrate(written.picker);
      fresh.store.hydrate(written.tool);

      expect(fresh.store.toJSON()).toEqual(store.toJSON());
      expect(fresh.store.searching).toEqual({ id: BOWLS, open: true });
      expect(fresh.store.lines).toEqual(store.lines);
      expect(fresh.store.total).toBe(store.total);
      expect(fresh.store.searchResults).toEqual(store.searchResults);
    });
  });
});
