import { describe, expect, it } from 'vitest';
import { RequestCartStorage } from '@/server/request-cart-storage';

describe('RequestCartStorage', () => {
  it('reads the cookies the request carried and reports only what the render changed', () => {
    const storage = new RequestCartStorage({ cart: 'kept', other: undefined });
    expect(storage.get('cart')).toBe('kept');
    expect(storage.get('other')).toBeUndefined();
    expect(storage.changes()).toEqual({});
    storage.set('cart', 'new');
    expect(storage.get('cart')).toBe('new');
    expect(storage.changes()).toEqual({ cart: 'new' });
    storage.remove('cart');
    expect(storage.changes()).toEqual({ cart: null });
  });
});
