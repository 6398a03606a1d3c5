import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { testContainer } from '../../support/test-container';

const stored = (storage: MemoryKeyValueStorage) => storage.get('wishlist');

describe('WishlistStore (docs/product.md#wishlist)', () => {
  it('starts empty when nothing is stored', () => {
    const store = new WishlistStore(new MemoryKeyValueStorage());
    expect(store.ids).toEqual([]);
    expect(store.has('12')).toBe(false);
  });

  it('reads the variant ids stored under `wishlist`', () => {
    const store = new WishlistStore(new MemoryKeyValueStorage({ wishlist: '["12","7"]' }));
    expect(store.ids).toEqual(['12', '7']);
    expect(store.has('7')).toBe(true);
    expect(store.has('8')).toBe(false);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['bad percent-encoding', '%E0%A4%A', undefined],
    ['a JSON object', '{"ids":["12"]}', undefined],
    ['a cut-off list', '["12","7"', undefined],
    ['a list with junk in it', '["12",34,null,"  ","12",{"id":"5"},"7"]', '["12","7"]'],
    ['a huge junk list', JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i)), undefined],
  ])('discards %s from storage at start', (_, text, kept) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryKeyValueStorage({ wishlist: text });
    const store = new WishlistStore(storage);
    expect(store.ids).toEqual(kept === undefined ? [] : JSON.parse(kept));
    expect(stored(storage)).toBe(kept);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves a well-formed stored wishlist alone, without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const storage = new MemoryKeyValueStorage({ wishlist: '["12","7"]' });
    const set = vi.spyOn(storage, 'set');
    expect(new WishlistStore(storage).ids).toEqual(['12', '7']);
    expect(set).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', 'not json', []],
    ['JSON that is not a list', '{"ids":["12"]}', []],
    ['a list with other things than strings', '["12",34,null,{"id":"5"},"12","7"]', ['12', '7']],
  ])('survives %s in storage', (_, text, ids) => {
    const storage = new MemoryKeyValueStorage({ wishlist: text });
    const store = new WishlistStore(storage);
    expect(store.ids).toEqual(ids);
    store.toggle('99');
    expect(stored(storage)).toBe(JSON.stringify([...ids, '99']));
  });

  it('toggling adds the variant id, and toggling again removes it, storing each change', () => {
    const storage = new MemoryKeyValueStorage({ wishlist: '["12"]' });
    const store = new WishlistStore(storage);
    store.toggle('7');
    expect(store.ids).toEqual(['12', '7']);
    expect(stored(storage)).toBe('["12","7"]');
    store.toggle('12');
    expect(store.ids).toEqual(['7']);
    expect(stored(storage)).toBe('["7"]');
    store.toggle('7');
    expect(store.ids).toEqual([]);
    expect(stored(storage)).toBe('[]');
  });

  it('removes a variant and stores the change; removing an absent one writes nothing', () => {
    const storage = new MemoryKeyValueStorage({ wishlist: '["12","7"]' });
    const store = new WishlistStore(storage);
    const set = vi.spyOn(storage, 'set');
    store.remove('12');
    expect(store.ids).toEqual(['7']);
    expect(stored(storage)).toBe('["7"]');
    store.remove('12');
    store.remove('99');
    expect(store.ids).toEqual(['7']);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('keeps the wishlist over a reload', () => {
    const storage = new MemoryKeyValueStorage();
    const before = new WishlistStore(storage);
    before.toggle('12');
    before.toggle('7');
    before.remove('12');
    expect(new WishlistStore(storage).ids).toEqual(['7']);
  });

  it('lets views follow the hearts', () => {
    const store = new WishlistStore(new MemoryKeyValueStorage());
    const seen: boolean[] = [];
    const stop = reaction(
      () => store.has('12'),
      (has) => seen.push(has),
      { fireImmediately: true },
    );
    store.toggle('12');
    store.toggle('7');
    store.remove('12');
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('writes its state to JSON and reads it back', () => {
    const a = new WishlistStore(new MemoryKeyValueStorage({ wishlist: '["12","7"]' }));
    const b = new WishlistStore(new MemoryKeyValueStorage());
    b.hydrate(JSON.parse(JSON.stringify(a.toJSON())));
    expect(b.toJSON()).toEqual({ ids: ['12', '7'] });
    expect(b.has('7')).toBe(true);
  });

  it('comes from a fresh container over its storage', async () => {
    const container = await testContainer();
    const store = container.get(WishlistStore);
    expect(container.get(WishlistStore)).toBe(store);
    store.toggle('12');
    expect(container.get<KeyValueStorage>(KeyValueStorage).get('wishlist')).toBe('["12"]');
    expect((await testContainer()).get(WishlistStore).ids).toEqual([]);
  });
});
