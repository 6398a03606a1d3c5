import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/adapters/memory/seed/catalogue/catalogue.seed';
import { seededCategories } from '@/adapters/memory/seed/catalogue/categories.seed';
import { seededContent } from '@/adapters/memory/seed/content/content.seed';
import { SHOP_ENTRIES } from '@/adapters/memory/seed/content/menus.seed';
import { HERO_HOTSPOT_SKUS } from '@/adapters/memory/seed/content/home.seed';
import { CONTENT_BLOCKS } from '@/domain/content/content-blocks';
import { LANGUAGES } from '@/domain/site/site';
import { blockNames } from '../../../support/story-walk';

const seed = seededContent(Date.UTC(2026, 4, 1, 9, 0));
const allStories = LANGUAGES.flatMap((language) => [
  ...(seed.pages[language] ?? []),
  ...(seed.drafts[language] ?? []),
  ...(seed.sizeGuides[language] ?? []),
  ...(seed.productInformation[language] ?? []),
  ...[seed.notFound[language]].flatMap((story) => story ?? []),
]);

/** Every string value anywhere in a tree. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : typeof tree === 'object' && tree !== null
      ? Object.values(tree).flatMap(strings)
      : [];

describe('the seeded content', () => {
  it('is the same for the same start time, and moves only the dated fields with it', () => {
    expect(seededContent(1_000)).toEqual(seededContent(1_000));
    const later = seededContent(1_000 + 86_400_000);
    // Dated: the settings (live show, restock dates) and the live shows' `time` fields.
    const undated = (content: ReturnType<typeof seededContent>) =>
      JSON.parse(
        JSON.stringify({ ...content, settings: {} }, (key, value: unknown) =>
          key === 'time' ? undefined : value,
        ),
      ) as unknown;
    expect(undated(later)).toEqual(undated(seededContent(1_000)));
    expect(later.settings).not.toEqual(seededContent(1_000).settings);
  });

  it('uses only block names the UI can register', () => {
    const unknown = allStories
      .flatMap((story) => blockNames(story.content))
      .filter((name) => !(CONTENT_BLOCKS as readonly string[]).includes(name));
    expect(unknown).toEqual([]);
  });

  it('gives every story an id of digits, unique per language', () => {
    for (const language of LANGUAGES) {
      const ids = allStories
        .filter((story) => story.fullSlug.startsWith(`${language}/`))
        .map((story) => story.id);
      expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('shows only pictures drawn in public/, with no network', () => {
    const pictures = strings(seed).filter((text) => text.startsWith('/media/'));
    expect(pictures.length).toBeGreaterThan(10);
    const root = join(__dirname, '../../../../public');
    // A photograph (`.jpg`) is rendered by the image endpoint from the drawing beside it.
    const drawing = (path: string) => path.replace(/\.jpg$/, '.svg');
    expect([...new Set(pictures)].filter((path) => !existsSync(join(root, drawing(path))))).toEqual(
      [],
    );
    expect(
      strings(seed).filter((text) =>
        /^https?:\/\/(?!([\w-]+\.)+example\/?|www\.(instagram|facebook|pinterest|youtube)\.com)/.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('points the hero hotspots at products and the product list at a category', () => {
    const home = seed.pages.sv?.[0];
    const texts = strings(home?.content);
    for (const sku of HERO_HOTSPOT_SKUS) expect(texts).toContain(sku);
    expect(texts).toContain('Tallrikar');
  });

  it('writes every text in both languages', () => {
    const sv = strings(seed.pages.sv);
    const en = strings(seed.pages.en);
    expect(sv).toHaveLength(en.length);
    expect(sv).not.toEqual(en);
  });
});

describe('the seeded content and the seeded catalogue', () => {
  const { products } = seedCatalogue();

  it('points hotspots and restock dates at skus the catalogue sells', () => {
    const skus = new Set(
      products.flatMap((product) => [product.sku, ...product.items.map((item) => item.sku)]),
    );
    const restock = (seed.settings.sv?.marketSettings ?? []).flatMap((entry) =>
      entry.restockDates.map((date) => date.sku),
    );
    expect([...HERO_HOTSPOT_SKUS, ...restock].filter((sku) => !skus.has(sku))).toEqual([]);
  });

  it('links the shop menu to the catalogue categories', () => {
    const uris = new Set(seededCategories.map((category) => category.uri));
    const paths = SHOP_ENTRIES.flatMap((entry) => [entry, ...(entry.children ?? [])]).map(
      (entry) => entry.to,
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => typeof path !== 'string' || !uris.has(path))).toEqual([]);
  });

  it('writes base product information for mother skus the catalogue has', () => {
    const mothers = new Set(products.map((product) => product.motherSku));
    const written = (seed.productInformation.en ?? []).map((story) => story.content['motherSku']);
    expect(written.filter((sku) => !mothers.has(String(sku)))).toEqual([]);
  });
});
