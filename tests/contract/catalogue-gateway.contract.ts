import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import type { Category, FilterMetadata, Product } from '@/domain/catalogue/product';
import type { Site } from '@/domain/site/site';

const SWEDEN: Site = { country: 'se', language: 'sv' };
const UNITED_STATES: Site = { country: 'us', language: 'en' };
const SWEDEN_IN_ENGLISH: Site = { country: 'se', language: 'en' };
const MISSING = '999999';

/**
 * What every CatalogueGateway does over the seeded shop, whichever side of the port it is on
 * (docs/architecture.md#contract-suites): the memory fake and the HTTP adapter must not drift
 * apart.
 */
export function describeCatalogueGateway(
  name: string,
  makeGateway: (site: Site) => Promise<CatalogueGateway>,
) {
  describe(`CatalogueGateway contract: ${name}`, () => {
    let swedish: CatalogueGateway;
    let products: readonly Product[];
    let categories: readonly Category[];
    const categoryNamed = (wanted: string) => categories.find((c) => c.name === wanted);
    const sizesOf = (product: Product) => product.items.map((item) => item.size);

    beforeAll(async () => {
      swedish = await makeGateway(SWEDEN);
      [products, categories] = await Promise.all([swedish.products(), swedish.categories()]);
    });

    it('sells at least 80 products, the same ones in every seeded market', async () => {
      expect(products.length).toBeGreaterThanOrEqual(80);
      const american = await (await makeGateway(UNITED_STATES)).products();
      expect(american.map((product) => product.id)).toEqual(products.map((p) => p.id));
    });

    it('files ceramics under Tallrikar, Skålar and Fat', async () => {
      for (const wanted of ['Tallrikar', 'Skålar', 'Fat']) {
        const category = categoryNamed(wanted);
        expect(category, wanted).toBeDefined();
        const inCategory = await swedish.productsInCategory(category!.id);
        expect(inCategory.length, wanted).toBeGreaterThan(0);
        for (const product of inCategory) expect(product.categoryIds).toContain(category!.id);
      }
    });

    it('lists a parent category with the products of its children', async () => {
      const plates = categoryNamed('Tallrikar')!;
      const parent = await swedish.productsInCategory(plates.parentId!);
      const children = await swedish.productsInCategory(plates.id);
      expect(parent.length).toBeGreaterThan(children.length);
      expect(parent.map((p) => p.id)).toEqual(expect.arrayContaining(children.map((p) => p.id)));
    });

    it('sells textiles in WxL sizes and apparel in S, M and L', () => {
      expect(products.some((p) => sizesOf(p).some((size) => /^\d+x\d+$/.test(size)))).toBe(true);
      expect(products.some((p) => ['S', 'M', 'L'].every((s) => sizesOf(p).includes(s)))).toBe(true);
    });

    it('has a REP spare part, found by its sku', async () => {
      const sparePart = products.find((product) => product.sku.startsWith('REP'));
      expect(sparePart).toBeDefined();
      expect(await swedish.productBySku(sparePart!.sku)).toEqual(sparePart);
    });

    it("sells a 'Presentkort' gift card in numeric values", async () => {
      const giftCards = await swedish.productsInCategory(categoryNamed('Presentkort')!.id);
      expect(giftCards.length).toBeGreaterThan(0);
      for (const card of giftCards) {
        expect(sizesOf(card).length).toBeGreaterThan(1);
        for (const size of sizesOf(card)) expect(size).toMatch(/^\d+$/);
      }
    });

    it('stocks market 1 so every stock badge shows: 0, 1, 2–8 and 9 or more', () => {
      const stock = products.flatMap((p) => p.items.map((item) => item.stockByMarket['1']));
      expect(stock).toContain(0);
      expect(stock).toContain(1);
      expect(stock.some((n) => n !== undefined && n >= 2 && n <= 8)).toBe(true);
      expect(stock.some((n) => n !== undefined && n >= 9)).toBe(true);
    });

    it('discounts some products, priced below their price before discount', () => {
      const discounted = products.flatMap((p) => Object.values(p.pricesByPricelist));
      const offers = discounted.filter((price) => price.discountPercent > 0);
      expect(offers.length).toBeGreaterThan(0);
      for (const price of offers) {
        expect(price.priceAsNumber).toBeLessThan(price.priceBeforeDiscountAsNumber);
      }
      expect(discounted.some((price) => price.discountPercent === 0)).toBe(true);
    });

    it('writes products and category labels in the site language', async () => {
      const english = await makeGateway(SWEDEN_IN_ENGLISH);
      const [first] = products;
      const translated = await english.productById(first!.id);
      expect(translated.id).toBe(first!.id);
      expect(translated.name).not.toBe(first!.name);
      expect(translated.sku).toBe(first!.sku);
      const plates = await english.category(categoryNamed('Tallrikar')!.id);
      expect(plates).toMatchObject({ name: 'Tallrikar', label: 'Plates' });
    });

    it('finds the same product by id, uri, sku and item sku', async () => {
      for (const product of [products[0]!, products.at(-1)!, products.find(hasSizes)!]) {
        expect(await swedish.productById(product.id)).toEqual(product);
        expect(await swedish.productByUri(product.uri)).toEqual(product);
        expect(await swedish.productBySku(product.sku)).toEqual(product);
        expect(await swedish.productBySku(product.items.at(-1)!.sku)).toEqual(product);
      }
    });

    it('groups the colours of one design under its silk product', async () => {
      const product = products.find(hasSizes)!;
      const silk = await swedish.silkProducts(product.silkId);
      expect(silk).toContainEqual(product);
      expect(silk.length).toBeGreaterThan(1);
      expect(new Set(silk.map((variant) => variant.silkId))).toEqual(new Set([product.silkId]));
      expect(new Set(silk.map((variant) => variant.color)).size).toBe(silk.length);
    });

    it('filters products by id in the order asked, each once, skipping unknown ids', async () => {
      const [a, b] = products;
      const filtered = await swedish.filterProducts([b!.id, MISSING, a!.id, b!.id]);
      expect(filtered).toEqual([b, a]);
      expect(await swedish.filterProducts([])).toEqual([]);
    });

    it('answers an empty list for a category without products, and leaves it out of a market', async () => {
      const used = new Set(products.flatMap((product) => product.categoryIds));
      const empty = categories.find((category) => !used.has(category.id));
      expect(empty).toBeDefined();
      expect(await swedish.productsInCategory(empty!.id)).toEqual([]);
      const inMarket = await swedish.categoriesInMarket('1');
      expect(inMarket.map((c) => c.id)).toEqual(
        categories.map((c) => c.id).filter((id) => used.has(id)),
      );
    });

    it('finds one category by id, with its parent', async () => {
      const plates = categoryNamed('Tallrikar')!;
      expect(await swedish.category(plates.id)).toEqual(plates);
      expect((await swedish.category(plates.parentId!)).parentId).toBeNull();
    });

    it('describes the filters editors may use, with the values the catalogue has', async () => {
      const filters = await swedish.filterMetadata();
      const valuesOf = (list: readonly FilterMetadata[], key: string) =>
        list.find((filter) => filter.findifyKey === key)?.values.map(({ value }) => value);
      expect(valuesOf(filters, 'size')).toEqual(expect.arrayContaining(['S', '50x70']));
      expect(valuesOf(filters, 'category2')).toEqual(
        expect.arrayContaining(['Tallrikar', 'Skålar', 'Vaser']),
      );
      const english = await (await makeGateway(SWEDEN_IN_ENGLISH)).filterMetadata();
      expect(english.map((f) => f.findifyKey)).toEqual(filters.map((f) => f.findifyKey));
      expect(valuesOf(english, 'category2')).toEqual(valuesOf(filters, 'category2'));
    });

    it('names each filter and its values in the language of the site', async () => {
      const filterOf = async (site: Site, key: string) =>
        (await (await makeGateway(site)).filterMetadata()).find((f) => f.findifyKey === key);
      const [category, subcategory, colour] = await Promise.all([
        filterOf(SWEDEN_IN_ENGLISH, 'category1'),
        filterOf(SWEDEN_IN_ENGLISH, 'category2'),
        filterOf(SWEDEN_IN_ENGLISH, 'color'),
      ]);
      expect(category?.label).toBe('Category');
      // The values stay the search provider's (the Swedish names); the labels are English.
      expect(category?.values).toContainEqual({ value: 'Servering', label: 'Tableware' });
      expect(subcategory?.label).toBe('Subcategory');
      expect(subcategory?.values).toContainEqual({ value: 'Tallrikar', label: 'Plates' });
      expect(colour?.values).toContainEqual({ value: 'Forest green', label: 'Forest green' });
      const swedishCategory = await filterOf(SWEDEN, 'category2');
      expect(swedishCategory?.label).toBe('Underkategori');
      expect(swedishCategory?.values).toContainEqual({ value: 'Tallrikar', label: 'Tallrikar' });
    });

    it('shows reviews for ceramics but not for a gift card', async () => {
      const plate = (await swedish.productsInCategory(categoryNamed('Tallrikar')!.id))[0]!;
      const card = (await swedish.productsInCategory(categoryNamed('Presentkort')!.id))[0]!;
      const settings = await swedish.reviewSettings(plate.id);
      expect(settings).toMatchObject({ productId: plate.id, enabled: true });
      expect(settings.appKey).not.toBe('');
      expect(await swedish.reviewSettings(card.id)).toMatchObject({ enabled: false });
    });

    it('rejects what does not exist with a 404 status error', async () => {
      const notFound = { kind: 'status', status: 404 };
      await expect(swedish.productById(MISSING)).rejects.toMatchObject(notFound);
      await expect(swedish.productByUri('no-such-product')).rejects.toMatchObject(notFound);
      await expect(swedish.productBySku('NO-SUCH-SKU')).rejects.toMatchObject(notFound);
      await expect(swedish.silkProducts('no-such-silk')).rejects.toMatchObject(notFound);
      await expect(swedish.productsInCategory(MISSING)).rejects.toMatchObject(notFound);
      await expect(swedish.category(MISSING)).rejects.toMatchObject(notFound);
      await expect(swedish.categoriesInMarket(MISSING)).rejects.toMatchObject(notFound);
      await expect(swedish.reviewSettings(MISSING)).rejects.toMatchObject(notFound);
    });
  });
}

const hasSizes = (product: Product) => product.items.length > 1;
