import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryContentGateway } from '@/adapters/memory/content-gateway.memory';
import { GatewayError } from '@/application/shared/gateway-error';
import { TranslationStore } from '@/application/site/translation.store';
import type { Site } from '@/domain/site/site';

const at = (site: Site) => ({ site, isPreview: false, current: undefined });

describe('TranslationStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the text of the current language once it is loaded', async () => {
    const context = at({ country: 'se', language: 'sv' });
    const store = new TranslationStore(new MemoryContentGateway(), context);
    await store.load('sv');
    await store.load('en');
    expect(store.t('Page_Not_Found')).toBe('Sidan kunde inte hittas');
    context.site = { country: 'se', language: 'en' };
    expect(store.t('Product_List_Showing', { shown: 24, total: 30 })).toBe('Showing 24 of 30');
  });

  it('counts in the plural form of the language: 1 produkt, 2 produkter, 1 product, 0 products', async () => {
    const context = at({ country: 'se', language: 'sv' });
    const store = new TranslationStore(new MemoryContentGateway(), context);
    await Promise.all([store.load('sv'), store.load('en')]);
    expect(store.t('Product_List_Count', { count: 1 })).toBe('1 produkt');
    expect(store.t('Product_List_Count', { count: 2 })).toBe('2 produkter');
    expect(store.t('Wishlist_Count', { count: 1 })).toBe('1 sparad produkt');
    context.site = { country: 'se', language: 'en' };
    expect(store.t('Product_List_Count', { count: 1 })).toBe('1 product');
    expect(store.t('Product_List_Count', { count: 0 })).toBe('0 products');
    expect(store.t('Wishlist_Count', { count: 1 })).toBe('1 saved product');
  });

  it('asks once when a language is wanted again before its texts have come', async () => {
    const gateway = new MemoryContentGateway();
    const fetch = vi.spyOn(gateway, 'translations');
    const store = new TranslationStore(gateway, at({ country: 'se', language: 'sv' }));
    await Promise.all([store.load('sv'), store.load('sv')]);
    await store.load('sv');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.t('Page_Not_Found')).toBe('Sidan kunde inte hittas');
  });

  it('shows a missing key itself and warns once that it needs translating (docs/product.md#translations)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new TranslationStore(
      new MemoryContentGateway(),
      at({ country: 'no', language: 'en' }),
    );
    await store.load('en');
    expect(store.t('No_Such_Key')).toBe('No_Such_Key');
    expect(store.t('No_Such_Key')).toBe('No_Such_Key');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('No_Such_Key');
  });

  it("warns when the texts cannot be fetched, and shows keys — but the chrome's and the error page's words", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = Object.assign(new MemoryContentGateway(), {
      translations: () => Promise.reject(new GatewayError('network', 'offline')),
    });
    const store = new TranslationStore(failing, at({ country: 'se', language: 'sv' }));
    await expect(store.load('sv')).resolves.toBeUndefined();
    expect(store.t('Cart_Title')).toBe('Cart_Title');
    expect(store.t('Page_Not_Found')).toBe('Sidan kunde inte hittas');
    expect(store.t('Back_To_Home')).toBe('Tillbaka till butiken');
    expect(store.t('Skip_To_Content')).toBe('Hoppa till innehållet');
    expect(store.t('Header_Cart_Open', { count: 2 })).toBe('Öppna varukorgen (2)');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
  });

  it("takes the content service's words over the built-in ones, and the built-in ones over a gap", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sparse = Object.assign(new MemoryContentGateway(), {
      translations: () => Promise.resolve({ Footer_Back_To_Top: 'Upp igen' }),
    });
    const store = new TranslationStore(sparse, at({ country: 'se', language: 'sv' }));
    await store.load('sv');
    expect(store.t('Footer_Back_To_Top')).toBe('Upp igen');
    // The service lacks these: the built-in words stand, and nothing needs translating.
    expect(store.t('Newsletter_Title')).toBe('Nyhetsbrev');
    expect(store.t('GENERIC_ERROR')).toBe('Något gick fel');
    expect(warn).not.toHaveBeenCalled();
    // Neither has this one: the key shows, and the warning comes once.
    expect(store.t('Cart_Title')).toBe('Cart_Title');
    expect(store.t('Cart_Title')).toBe('Cart_Title');
    expect(warn.mock.calls).toEqual([
      ['Missing translation "Cart_Title" (sv): add it in the content service.'],
    ]);
  });

  it('warns once for each missing key in each language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = at({ country: 'se', language: 'sv' });
    const store = new TranslationStore(new MemoryContentGateway(), context);
    expect(store.t('No_Such_Key')).toBe('No_Such_Key');
    expect(warn).not.toHaveBeenCalled(); // nothing loaded yet: every key would be missing
    await store.load('sv');
    await store.load('en');
    store.t('No_Such_Key');
    store.t('Other_Missing_Key');
    store.t('No_Such_Key');
    context.site = { country: 'se', language: 'en' };
    store.t('No_Such_Key');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Missing translation "No_Such_Key" (sv): add it in the content service.',
      'Missing translation "Other_Missing_Key" (sv): add it in the content service.',
      'Missing translation "No_Such_Key" (en): add it in the content service.',
    ]);
  });

  it('writes its texts to JSON and reads them back (docs/architecture.md#stores)', async () => {
    const context = at({ country: 'se', language: 'sv' });
    const store = new TranslationStore(new MemoryContentGateway(), context);
    await store.load('sv');
    const gateway = new MemoryContentGateway();
    const translations = vi.spyOn(gateway, 'translations');
    const fresh = new TranslationStore(gateway, context);
    fresh.hydrate(JSON.parse(JSON.stringify(store.toJSON())));
    expect(fresh.toJSON()).toEqual(store.toJSON());
    expect(fresh.t('Page_Not_Found')).toBe('Sidan kunde inte hittas');
    await fresh.load('sv');
    expect(translations).not.toHaveBeenCalled();
  });
});
