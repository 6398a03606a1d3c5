import { describe, expect, it } from 'vitest';
import type { ContentSeed } from '@/adapters/memory/seed/content/content-seed';
import { EMPTY_CONTENT_SEED } from '@/adapters/memory/seed/content/content-seed';
import { UI_TEXT_KEYS } from '@/adapters/memory/seed/translations.seed';
import type { ContentGateway } from '@/application/content/content-gateway.port';
import { keepEnabled } from '@/domain/content/enabled-entries';
import type { MenuItem } from '@/domain/content/menu-item';
import { marketSettingsFor } from '@/domain/content/site-settings';
import { dayOf, expectedRestockDay } from '@/domain/stock/restock-date';
import { liveShoppingBanner } from '@/domain/marketing/live-shopping-banner';
import { parseContentTime } from '@/domain/content/content-time';
import { contentWithShops, SEED_STARTED_AT, SEEDED_CONTENT } from '../support/content-seeds';
import { blockNames } from '../support/story-walk';

/** The gateway under test over `seed`, in preview mode when asked. */
export type MakeContentGateway = (
  seed: ContentSeed,
  options?: { readonly preview?: boolean },
) => Promise<ContentGateway>;

const notFound = { kind: 'status', status: 404 };
const depth = (items: readonly MenuItem[]): number =>
  items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));

/** What every ContentGateway does, over the seeded shop and over seeds of the test's own. */
export function describeContentGateway(name: string, make: MakeContentGateway) {
  const seeded = () => make(SEEDED_CONTENT);

  describe(`ContentGateway contract: ${name}`, () => {
    it('gives every UI text in Swedish and English (docs/product.md#translations)', async () => {
      const gateway = await seeded();
      const [sv, en] = await Promise.all([gateway.translations('sv'), gateway.translations('en')]);
      expect(sv['Page_Not_Found']).toBe('Sidan kunde inte hittas');
      expect(en['Page_Not_Found']).toBe('This page could not be found');
      expect(Object.keys(sv).sort()).toEqual([...UI_TEXT_KEYS].sort());
      expect(Object.keys(en).sort()).toEqual([...UI_TEXT_KEYS].sort());
    });

    it('gives the footer with its menus resolved, contacts, social links and trust logos', async () => {
      const footer = await (await seeded()).footer('sv');
      expect(footer?.menus.map((menu) => menu.title)).toEqual(['Handla', 'Kundservice', 'Om Lera']);
      expect(footer?.menus.every((menu) => menu.items.length > 0)).toBe(true);
      expect(footer).toMatchObject({ phone: expect.any(String), email: 'hej@lera.example' });
      expect(footer?.openingHours).toContain('9–16');
      expect(footer?.socialLinks.map((link) => link.platform).sort()).toEqual([
        'facebook',
        'instagram',
        'pinterest',
        'youtube',
      ]);
      expect(footer?.trustLogos.length).toBeGreaterThan(0);
      expect((await (await seeded()).footer('en'))?.menus[0]?.title).toBe('Shop');
    });

    it('gives settings for every seeded market, with live shopping in Sweden only', async () => {
      const settings = await (await seeded()).settings('sv');
      for (const country of ['SE', 'NO', 'DK', 'FI', 'DE', 'NL', 'GB', 'US']) {
        expect(marketSettingsFor(settings, country), country).toBeDefined();
      }
      const sweden = marketSettingsFor(settings, 'se');
      const banner = sweden && liveShoppingBanner(sweden.liveShopping);
      const startsIn = (parseContentTime(banner?.time ?? '') ?? 0) - SEED_STARTED_AT;
      expect(startsIn).toBeGreaterThanOrEqual(5 * 60_000);
      expect(startsIn).toBeLessThan(6 * 60_000);
      expect(liveShoppingBanner(marketSettingsFor(settings, 'NO')!.liveShopping)).toBeUndefined();
      expect(sweden?.accountModal.heading).toBe('Bli medlem i Lera');
      expect(settings.accountMenuItems.length).toBeGreaterThan(0);
    });

    it('gives each market its welcome greeting, static page header and restock dates', async () => {
      const settings = await (await seeded()).settings('sv');
      const sweden = marketSettingsFor(settings, 'se');
      expect(sweden?.accountWelcomeHeadline).toBe('Välkommen tillbaka, {name}!');
      expect(sweden?.staticPageHeader).toEqual({
        position: 'center',
        textColor: '#3b2a1e',
        backgroundColor: '#e8dac4',
      });
      expect(marketSettingsFor(settings, 'no')?.staticPageHeader.position).toBe('left');
      const mug = sweden?.restockDates.find((entry) => entry.sku === 'LERA-MUGG-OCEAN');
      expect(
        expectedRestockDay(sweden?.restockDates ?? [], ['LERA-MUGG-OCEAN'], SEED_STARTED_AT),
      ).toBe(dayOf(SEED_STARTED_AT) + 14 * 86_400_000);
      expect(mug?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(marketSettingsFor(settings, 'us')?.restockDates).toEqual([]);
    });

    it('gives the 404 story by its id, with a hero and SEO meta, in each language', async () => {
      const gateway = await seeded();
      const [sv, en] = await Promise.all([gateway.notFoundPage('sv'), gateway.notFoundPage('en')]);
      expect(sv.id).toBe(SEEDED_CONTENT.ids.notFound);
      expect(blockNames(sv.content)).toContain('hero');
      expect(sv.content['meta_title']).not.toBe(en.content['meta_title']);
    });

    it('gives every notice with its flag; two of three are switched on', async () => {
      const notices = await (await seeded()).notices('sv');
      expect(notices).toHaveLength(3);
      expect(keepEnabled(notices)).toHaveLength(2);
      expect(notices[0]?.html).toContain('<strong>');
      expect(notices.map((notice) => notice.position)).toEqual(['top', 'bottom', 'top']);
    });

    it('gives every store with real coordinates in Sweden and Norway, some switched off', async () => {
      const shops = await (await seeded()).shops();
      expect(shops.length).toBeGreaterThanOrEqual(12);
      expect(keepEnabled(shops).length).toBeLessThan(shops.length);
      for (const shop of shops) {
        expect(shop.latitude).toBeGreaterThan(55);
        expect(shop.latitude).toBeLessThan(71);
        expect(shop.longitude).toBeGreaterThan(4);
        expect(shop.longitude).toBeLessThan(25);
      }
      expect(new Set(shops.map((shop) => shop.city))).toContain('Oslo');
    });

    it('reads stores past the first page until the total is reached', async () => {
      const seed = contentWithShops(230);
      const shops = await (await make(seed)).shops();
      expect(shops.map((shop) => shop.id)).toEqual(seed.shops.map((shop) => shop.id));
    });

    it('gives base product information for the asked mother skus only', async () => {
      const gateway = await seeded();
      const found = await gateway.baseProductInformation('sv', ['LERA-MUGG', 'LERA-SKAL', 'NONE']);
      expect(found.map((story) => story.content['motherSku']).sort()).toEqual([
        'LERA-MUGG',
        'LERA-SKAL',
      ]);
      expect(await gateway.baseProductInformation('en', ['NONE'])).toEqual([]);
      expect(await gateway.baseProductInformation('en', [])).toEqual([]);
    });

    it('lists the published pages of both languages as links', async () => {
      const slugs = (await (await seeded()).links()).map((link) => link.slug);
      expect(slugs).toEqual(expect.arrayContaining(['sv/', 'en/', 'sv/om-oss', 'en/about-us']));
      expect(slugs).not.toContain('sv/nyheter-hosten');
    });

    it('gives the main menu three levels deep with pictures, and the secondary menu', async () => {
      const gateway = await seeded();
      const main = await gateway.menu('sv', 'main-menu');
      expect(depth(main.items)).toBe(3);
      expect(main.items[0]?.images.length).toBeGreaterThan(0);
      const secondary = await gateway.menu('en', 'secondary-menu');
      const service = secondary.items[0]?.children ?? [];
      expect(service.some((item) => item.phoneLink)).toBe(true);
      expect(service.some((item) => item.link.linktype === 'email')).toBe(true);
    });

    it('gives the size guides by name and a 404 for an unknown one', async () => {
      const gateway = await seeded();
      for (const guide of ['plates', 'textiles', 'apparel']) {
        expect((await gateway.sizeGuide('en', guide)).content.component).toBe('size_guide');
      }
      await expect(gateway.sizeGuide('sv', 'hats')).rejects.toMatchObject(notFound);
    });

    it('lists the name of every size guide in the language, each one readable by name', async () => {
      const gateway = await seeded();
      const names = await gateway.sizeGuideNames('sv');
      expect([...names].sort()).toEqual(['apparel', 'plates', 'textiles']);
      for (const name of names) expect((await gateway.sizeGuide('sv', name)).slug).toBe(name);
    });

    it('gives the home page with every main block, and pages by slug', async () => {
      const gateway = await seeded();
      const home = await gateway.page('sv', '');
      expect(blockNames(home.content)).toEqual(
        expect.arrayContaining([
          'hero',
          'hero_hotspot',
          'product_list',
          'image_text',
          'accordion',
          'video',
          'image_group',
          'newsletter_banner',
        ]),
      );
      expect((await gateway.page('en', '/about-us/')).fullSlug).toBe('en/about-us');
      await expect(gateway.page('sv', 'finns-inte')).rejects.toMatchObject(notFound);
    });

    it('shows draft pages in preview mode only (docs/product.md#pages-and-preview)', async () => {
      await expect((await seeded()).page('sv', 'nyheter-hosten')).rejects.toMatchObject(notFound);
      const preview = await make(SEEDED_CONTENT, { preview: true });
      expect((await preview.page('sv', 'nyheter-hosten')).name).toContain('utkast');
      expect((await preview.links()).map((link) => link.slug)).toContain('sv/nyheter-hosten');
    });

    it('answers an empty content service with nothing and 404s', async () => {
      const gateway = await make(EMPTY_CONTENT_SEED);
      expect(await gateway.translations('sv')).toEqual({});
      expect(await gateway.footer('sv')).toBeUndefined();
      expect(await gateway.notices('en')).toEqual([]);
      expect(await gateway.shops()).toEqual([]);
      expect(await gateway.links()).toEqual([]);
      expect(await gateway.sizeGuideNames('sv')).toEqual([]);
      expect(await gateway.baseProductInformation('sv', ['LERA-MUGG'])).toEqual([]);
      await expect(gateway.settings('sv')).rejects.toMatchObject(notFound);
      await expect(gateway.notFoundPage('en')).rejects.toMatchObject(notFound);
      await expect(gateway.menu('sv', 'main-menu')).rejects.toMatchObject(notFound);
      await expect(gateway.sizeGuide('sv', 'plates')).rejects.toMatchObject(notFound);
      await expect(gateway.page('sv', '')).rejects.toMatchObject(notFound);
    });
  });
}
