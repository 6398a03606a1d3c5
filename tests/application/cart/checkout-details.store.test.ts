import { describe, expect, it } from 'vitest';
import { SWEDISH_ADDRESS } from '../../support/checkout-details';
import { MemoryCheckoutDraft } from '@/adapters/memory/checkout-draft.memory';
import {
  type CheckoutCalls,
  CheckoutDetailsStore,
} from '@/application/cart/checkout-details.store';
import type { CheckoutFields } from '@/domain/cart/checkout';

/** The cart's checkout calls, recorded; each answers `answer`. */
function recordingCart(answer = true) {
  const calls: [string, unknown][] = [];
  const cart: CheckoutCalls = {
    setEmail: async (email: string) => (calls.push(['email', email]), answer),
    checkoutFields: async (fields: CheckoutFields) => (calls.push(['fields', fields]), answer),
    checkoutUpdate: async (country?: string) => (calls.push(['country', country]), answer),
  };
  return { cart, calls };
}

function setUp(draft = new MemoryCheckoutDraft()) {
  const { cart, calls } = recordingCart();
  const store = new CheckoutDetailsStore(cart, draft);
  store.start('se');
  return { store, calls, draft };
}

async function fillAddress(store: CheckoutDetailsStore) {
  const typed = {
    firstName: 'Astrid',
    lastName: 'Lind',
    phoneNumber: '070 123 45 67',
    street: 'Storgatan 1',
    zipCode: '263 38',
    city: 'Höganäs',
  } as const;
  for (const [field, value] of Object.entries(typed)) {
    store.change(field as keyof typeof typed, value);
    await store.leave(field as keyof typeof typed);
  }
}

describe('CheckoutDetailsStore (docs/product.md#checkout-details)', () => {
  it('starts in the cart’s country, and says nothing wrong before a field is left', () => {
    const { store } = setUp();
    expect(store.details.country).toBe('SE');
    expect(store.errorOf('email')).toBeUndefined();
    expect(store.isComplete).toBe(false);
  });

  it('sends a valid email once, and never an invalid one', async () => {
    const { store, calls } = setUp();
    store.change('email', 'astrid@lera');
    await store.leave('email');
    expect(store.errorOf('email')).toBe('email/format');
    expect(calls).toEqual([]);
    store.change('email', ' astrid@example.com ');
    await store.leave('email');
    await store.leave('email');
    expect(store.errorOf('email')).toBeUndefined();
    expect(calls).toEqual([['email', 'astrid@example.com']]);
  });

  it('sends the address once it is whole and valid, and again only when it changes', async () => {
    const { store, calls } = setUp();
    await fillAddress(store);
    expect(calls).toEqual([
      [
        'fields',
        {
          address: SWEDISH_ADDRESS,
        },
      ],
    ]);
    await store.leave('city');
    expect(calls).toHaveLength(1);
    store.change('zipCode', '2633');
    await store.leave('zipCode');
    expect(store.errorOf('zipCode')).toBe('zip/format');
    expect(calls).toHaveLength(1);
  });

  it('reprices the cart for a new country, and checks the postal code by its post', async () => {
    const { store, calls } = setUp();
    await fillAddress(store);
    await store.chooseCountry('no');
    expect(calls[1]).toEqual(['country', 'NO']);
    // A Swedish postal code is no Norwegian one: the address waits for a new one.
    expect(store.errorOf('zipCode')).toBe('zip/format');
    expect(calls).toHaveLength(2);
  });

  it('keeps what was typed for the next page of the session', async () => {
    const draft = new MemoryCheckoutDraft();
    const { store } = setUp(draft);
    store.change('firstName', 'Astrid');
    store.change('country', 'NO');
    store.change('zipCode', '263 38');
    const reloaded = setUp(draft).store;
    expect(reloaded.details).toMatchObject({ firstName: 'Astrid', country: 'NO' });
    // What comes back was left before: a Swedish postcode in Norway says so at once.
    expect(reloaded.errorOf('zipCode')).toBe('zip/format');
    expect(reloaded.errorOf('email')).toBeUndefined();
  });

  it('shows every error when the shopper goes on with fields missing', async () => {
    const { store, calls } = setUp();
    expect(await store.confirm()).toBe(false);
    expect(store.errorOf('email')).toBe('required');
    expect(store.errorOf('state')).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
