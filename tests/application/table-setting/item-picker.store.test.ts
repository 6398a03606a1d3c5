import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { withFaults } from '@/adapters/memory/faults/with-faults';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { ItemPickerStore } from '@/application/table-setting/item-picker.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import type { PickerCandidate } from '@/domain/table-setting/picker-candidate';
import { testContainer } from '../../support/test-container';

const PLATES = '11';
const BOWLS = '12';

async function setUp() {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'sv' });
  const picker = container.get(ItemPickerStore);
  return { container, sites, picker };
}

async function loaded(picker: ItemPickerStore, category: string): Promise<PickerCandidate[]> {
  await picker.load(category);
  return [...picker.candidates(category)];
}

describe('ItemPickerStore (docs/product.md#item-picker)', () => {
  let shop: Awaited<ReturnType<typeof setUp>>;

  beforeEach(async () => {
    vi.useFakeTimers();
    shop = await setUp();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('toggles its search open and closed', () => {
    const { picker } = shop;
    expect(picker.isSearchOpen).toBe(false);
    picker.toggleSearch();
    expect(picker.isSearchOpen).toBe(true);
    picker.toggleSearch();
    expect(picker.isSearchOpen).toBe(false);
    picker.toggleSearch();
    picker.closeSearch();
    expect(picker.isSearchOpen).toBe(false);
  });

  describe('candidates', () => {
    it("offers a category's products once loaded: notLoaded, loading, success", async () => {
      const { picker } = shop;
      expect(picker.status(PLATES)).toBe('notLoaded');
      expect(picker.candidates(PLATES)).toEqual([]);
      const loading = picker.load(PLATES);
      expect(picker.status(PLATES)).toBe('loading');
      await loading;
      expect(picker.status(PLATES)).toBe('success');
      expect(picker.status(BOWLS)).toBe('notLoaded');
      const names = new Set(picker.candidates(PLATES).map((candidate) => candidate.name));
      expect(names).toEqual(
        new Set(['Middagstallrik 27 cm', 'Assiett 21 cm', 'Djup tallrik 23 cm']),
      );
    });

    it("gives each candidate the Swedish market's stock and SEK price, and the plate's diameter", async () => {
      const { picker, container, sites } = shop;
      const products = await container.get(ResponseCacheStore).productsInCategory(PLATES);
      if (products.status !== 'success') throw new Error('Expected the plates');
      const [product] = products.response;
      const [candidate] = await loaded(picker, PLATES);
      const market = sites.current?.market.id ?? '';
      const pricelist = sites.current?.pricelist.id ?? '';
      expect(candidate).toEqual({
        itemId: product?.items[0]?.id,
        productId: product?.id,
        name: product?.name,
        colour: product?.silkVariantName,
        size: '',
        imageUrl: product?.media[0]?.url,
        price: product?.pricesByPricelist[pricelist]?.priceAsNumber,
        stock: product?.items[0]?.stockByMarket[market] ?? 0,
        diameterCm: 27,
      });
    });

    it('a failed fetch (withFaults: catalog 500) leaves status error and no candidates', async () => {
      const { sites } = shop;
      const catalogue = withFaults(
        new MemoryCatalogueGateway(sites),
        'catalog',
        faultPlan('catalog', { kind: 'status', status: 500 }),
      );
      const picker = new ItemPickerStore(
        new ResponseCacheStore(catalogue, new MemoryClock(0), sites),
        sites,
      );
      await picker.load(PLATES);
      expect(picker.status(PLATES)).toBe('error');
      expect(picker.candidates(PLATES)).toEqual([]);
      expect(picker.select(PLATES, '1001-1')).toBe(false);
      expect(picker.lines).toEqual([]);
    });
  });

  describe('selected items by id', () => {
    it('holds one item per slot; choosing again replaces it where it stands', async () => {
      const { picker } = shop;
      const [plate, otherPlate] = await loaded(picker, PLATES);
      const [bowl] = await loaded(picker, BOWLS);
      if (!plate || !otherPlate || !bowl) throw new Error('Expected seeded items');
      expect(picker.select(PLATES, plate.itemId)).toBe(true);
      expect(picker.select(BOWLS, bowl.itemId)).toBe(true);
      expect(picker.select(PLATES, otherPlate.itemId)).toBe(true);
      expect(picker.selectedItemId(PLATES)).toBe(otherPlate.itemId);
      expect(picker.isSelected(PLATES, otherPlate.itemId)).toBe(true);
      expect(picker.isSelected(PLATES, plate.itemId)).toBe(false);
      expect(picker.picked).toEqual([
        { slot: PLATES, itemId: otherPlate.itemId },
        { slot: BOWLS, itemId: bowl.itemId },
      ]);
      expect(picker.lines.map((line) => line.candidate)).toEqual([otherPlate, bowl]);
    });

    it('refuses an item the slot does not offer', async () => {
      const { picker } = shop;
      const [bowl] = await loaded(picker, BOWLS);
      await picker.load(PLATES);
      expect(picker.select(PLATES, bowl?.itemId ?? '')).toBe(false);
      expect(picker.select('99', bowl?.itemId ?? '')).toBe(false);
      expect(picker.picked).toEqual([]);
    });

    it('empties a slot', async () => {
      const { picker } = shop;
      const [plate] = await loaded(picker, PLATES);
      picker.select(PLATES, plate?.itemId ?? '');
      picker.deselect(PLATES);
      expect(picker.selectedItemId(PLATES)).toBeUndefined();
      expect(picker.lines).toEqual([]);
      expect(picker.quantity(PLATES)).toBe(0);
    });
  });

  describe('quantity by id', () => {
    it('starts a chosen item at one piece, and none for one out of stock', async () => {
      const { picker } = shop;
      const plates = await loaded(picker, PLATES);
      const bowls = await loaded(picker, BOWLS);
      const inStock = plates.find((candidate) => candidate.stock > 0);
      const soldOut = bowls.find((candidate) => candidate.stock <= 0);
      picker.select(PLATES, inStock?.itemId ?? '');
      picker.select(BOWLS, soldOut?.itemId ?? '');
      expect(picker.quantity(PLATES)).toBe(1);
      expect(picker.quantity(BOWLS)).toBe(0);
      picker.setQuantity(BOWLS, 3);
      expect(picker.quantity(BOWLS)).toBe(0);
    });

    it('keeps each item its own quantity, within 0 and the stock, at most 10', async () => {
      const { picker } = shop;
      const plates = await loaded(picker, PLATES);
      const many = plates.find((candidate) => candidate.stock > 10);
      const few = plates.find((candidate) => candidate.stock >= 2 && candidate.stock < 10);
      if (!many || !few) throw new Error('Expected seeded items');
      picker.select(PLATES, many.itemId);
      picker.setQuantity(PLATES, 4);
      picker.select(PLATES, few.itemId);
      expect(picker.quantity(PLATES)).toBe(1);
      picker.setQuantity(PLATES, 50);
      expect(picker.quantity(PLATES)).toBe(few.stock);
      picker.select(PLATES, many.itemId);
      expect(picker.quantity(PLATES)).toBe(4);
      picker.setQuantity(PLATES, 50);
      expect(picker.quantity(PLATES)).toBe(10);
      expect(picker.quantities).toEqual({ [many.itemId]: 10, [few.itemId]: few.stock });
    });

    it('ignores a quantity for an empty slot', () => {
      const { picker } = shop;
      picker.setQuantity(PLATES, 2);
      expect(picker.quantities).toEqual({});
      expect(picker.quantity(PLATES)).toBe(0);
    });
  });

  it('writes its state to JSON and a fresh picker reads it back (docs/architecture.md#stores)', async () => {
    const { picker, container } = shop;
    const [plate] = await loaded(picker, PLATES);
    picker.select(PLATES, plate?.itemId ?? '');
    picker.setQuantity(PLATES, 3);
    picker.toggleSearch();

    const fresh = await setUp();
    fresh.container
      .get(ResponseCacheStore)
      .hydrate(JSON.parse(JSON.stringify(container.get(ResponseCacheStore).toJSON())));
    fresh.picker.hydrate(JSON.parse(JSON.stringify(picker.toJSON())));

    expect(fresh.picker.toJSON()).toEqual(picker.toJSON());
    expect(fresh.picker.isSearchOpen).toBe(true);
    expect(fresh.picker.lines).toEqual(picker.lines);
    expect(fresh.picker.quantity(PLATES)).toBe(3);
  });
});
