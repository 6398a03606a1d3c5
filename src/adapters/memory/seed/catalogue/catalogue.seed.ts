import type { Product, ProductImage } from '@/domain/catalogue/product';
import { SWATCH_COLOURS } from '@/domain/search/facet-visibility';
import type { Language } from '@/domain/site/site';
import { seededMarkets, seededPricelists } from '@/adapters/memory/seed/markets.seed';
import { between, seededRandom } from '@/adapters/memory/seed/prng';
import { seededCategories, slug, type SeedCategory } from './categories.seed';
import { DESIGNS, type Design } from './designs.seed';
import { seedPrice } from './prices.seed';

type Localized = Readonly<Record<Language, string>>;
type LocalizedFields = 'name' | 'excerpt' | 'description' | 'silkVariantName' | 'media';

/** A product as seeded: texts in every language, localized by the fakes per request. */
export interface SeedProduct extends Omit<Product, LocalizedFields> {
  readonly name: Localized;
  readonly excerpt: Localized;
  readonly description: Localized;
  readonly silkVariantName: Localized;
  readonly media: readonly { readonly url: string; readonly alt: Localized }[];
}

export interface CatalogueSeed {
  readonly products: readonly SeedProduct[];
  readonly categories: readonly SeedCategory[];
}

/** How many products the hand-written designs give, one per colour. */
export const CURATED_PRODUCT_COUNT = DESIGNS.reduce(
  (sum, design) => sum + design.colours.length,
  0,
);

/** Products added from this date are badged New. */
const NEW_FROM = '2026-10-01';
const FIRST_ID = 1001;

/**
 * The seeded catalogue: every colour of every design (≥ 80 products), or — for scale tests
 * (`?catalogue=5000`) — `size` products, the extra ones numbered series of the same designs.
 * Deterministic: the same size always gives the same shop.
 */
export function seedCatalogue(size = CURATED_PRODUCT_COUNT): CatalogueSeed {
  const random = seededRandom(20_261_121);
  const products: SeedProduct[] = [];
  for (let series = 0; products.length < Math.max(size, CURATED_PRODUCT_COUNT); series += 1) {
    for (const design of DESIGNS) {
      for (const colour of design.colours) {
        if (series > 0 && products.length >= size) break;
        products.push(seedProduct(design, colour, series, FIRST_ID + products.length, random));
      }
    }
  }
  return { products, categories: seededCategories };
}

function seedProduct(
  design: Design,
  colour: string,
  series: number,
  id: number,
  random: () => number,
): SeedProduct {
  const colourName: Localized = {
    sv: capitalise(SWATCH_COLOURS[colour]?.[0] ?? colour),
    en: capitalise(colour),
  };
  const seriesSuffix = series === 0 ? '' : ` nr ${series + 1}`;
  const name: Localized = {
    sv: `${design.name.sv}${seriesSuffix}`,
    en: `${design.name.en}${seriesSuffix}`,
  };
  const motherSku = `${design.sparePart ? 'REP-' : 'LERA-'}${design.key.toUpperCase()}${series === 0 ? '' : `-${series + 1}`}`;
  const sku = `${motherSku}-${slug(colour).toUpperCase()}`;
  const discountPercent = id % 11 === 0 ? 30 : id % 7 === 0 ? 20 : 0;
  const createdAt = new Date(Date.UTC(2026, 0, 1 + between(random, 0, 320))).toISOString();
  const picture = `/media/products/${design.key}-${slug(colour)}.jpg`;
  const uri = slug(`${design.key}${seriesSuffix}-${colour}`);
  const categoryUri = seededCategories.find((category) => category.id === design.categoryId)?.uri;
  return {
    id: String(id),
    uri,
    canonicalUri: categoryUri ? `${categoryUri}/${uri}` : uri,
    name,
    brandName: design.brand,
    excerpt: design.excerpt,
    description: description(design, colourName),
    sku,
    motherSku,
    silkId: `silk-${design.key}-${series + 1}`,
    silkVariantName: colourName,
    color: colour,
    measurement: design.measurement,
    volume: design.volume,
    categoryIds: categoryPath(design.categoryId),
    media: [
      {
        url: picture,
        alt: { sv: `${name.sv}, ${colourName.sv}`, en: `${name.en}, ${colourName.en}` },
      },
      { url: styled(picture), alt: { sv: `${name.sv} dukad`, en: `${name.en} on the table` } },
    ],
    hoverImage: styled(picture),
    swatchImageUrl: `/media/swatches/${slug(colour)}.svg`,
    badges: badges(design, createdAt, id),
    oldColors: colour === 'icy blue' ? 'frost' : colour === 'earth' ? 'terracotta' : undefined,
    items: design.sizes.map((size, index) => ({
      id: `${id}-${index + 1}`,
      sku: `${sku}${size === '' ? '' : `-${size.replace(/\s/g, '').toUpperCase()}`}`,
      size,
      stockByMarket: Object.fromEntries(seededMarkets.map((market) => [market.id, stock(random)])),
    })),
    pricesByPricelist: Object.fromEntries(
      seededPricelists.map((pricelist) => [
        pricelist.id,
        seedPrice(design.priceSek, discountPercent, pricelist),
      ]),
    ),
    createdAt,
  };
}

/**
 * Stock spread so every badge of docs/product.md#product-list-item shows: out of stock, the last one, low,
 * plenty.
 */
function stock(random: () => number): number {
  const roll = random();
  if (roll < 0.12) return 0;
  if (roll < 0.2) return 1;
  if (roll < 0.42) return between(random, 2, 8);
  return between(random, 9, 60);
}

function badges(design: Design, createdAt: string, id: number): readonly string[] {
  const labels: string[] = [];
  if (createdAt >= NEW_FROM) labels.push('New');
  if (design.brand === 'Lera Keramik' && !design.sparePart) labels.push('Handmade');
  if (id % 9 === 0) labels.push('Bestseller');
  return labels;
}

function categoryPath(categoryId: string): readonly string[] {
  const path: string[] = [];
  let current = seededCategories.find((category) => category.id === categoryId);
  while (current) {
    path.unshift(current.id);
    const parentId = current.parentId;
    current = seededCategories.find((category) => category.id === parentId);
  }
  return path;
}

function description(design: Design, colour: Localized): Localized {
  const size = design.measurement ?? design.volume;
  return {
    sv: `${design.excerpt.sv} Färg: ${colour.sv.toLowerCase()}.${size ? ` Mått: ${size}.` : ''}`,
    en: `${design.excerpt.en} Colour: ${colour.en.toLowerCase()}.${size ? ` Size: ${size}.` : ''}`,
  };
}

const styled = (picture: string) => picture.replace(/\.jpg$/, '-styled.jpg');

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);
}

export type { ProductImage };
