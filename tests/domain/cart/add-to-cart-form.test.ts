import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formAddNoticeKey, parseAddToCartForm } from '@/domain/cart/add-to-cart-form';
import { CART_LINE_QUANTITY_CAP } from '@/domain/stock/quantity-options';

const itemId = fc.stringMatching(/^[0-9a-z-]{1,40}$/);

describe('parseAddToCartForm', () => {
  it('reads the item and quantity a form posts', () => {
    expect(parseAddToCartForm({ item: '1001-1', quantity: '2' })).toEqual({
      ok: true,
      value: { itemId: '1001-1', quantity: 2 },
    });
    expect(parseAddToCartForm({ item: ' 1001-1 ', quantity: null })).toEqual({
      ok: true,
      value: { itemId: '1001-1', quantity: 1 },
    });
  });

  it('names what is wrong with a form it cannot read', () => {
    expect(parseAddToCartForm({ item: null, quantity: '1' })).toEqual({
      ok: false,
      error: { kind: 'form/item-missing' },
    });
    expect(parseAddToCartForm({ item: 'x'.repeat(101), quantity: '1' })).toEqual({
      ok: false,
      error: { kind: 'form/item-missing' },
    });
    for (const quantity of ['0', '-1', '1.5', 'two', String(CART_LINE_QUANTITY_CAP + 1)]) {
      expect(parseAddToCartForm({ item: '1001-1', quantity })).toEqual({
        ok: false,
        error: { kind: 'form/quantity-invalid', quantity },
      });
    }
  });

  test.prop([itemId, fc.integer({ min: 1, max: CART_LINE_QUANTITY_CAP })])(
    'takes every quantity the quantity control offers, as it was written',
    (item, quantity) => {
      expect(parseAddToCartForm({ item, quantity: String(quantity) })).toEqual({
        ok: true,
        value: { itemId: item, quantity },
      });
    },
  );

  test.prop([itemId, fc.string()])(
    'never adds a quantity outside 1 to the cap, whatever is posted',
    (item, quantity) => {
      const parsed = parseAddToCartForm({ item, quantity });
      if (parsed.ok) {
        expect(Number.isInteger(parsed.value.quantity)).toBe(true);
        expect(parsed.value.quantity).toBeGreaterThanOrEqual(1);
        expect(parsed.value.quantity).toBeLessThanOrEqual(CART_LINE_QUANTITY_CAP);
      }
    },
  );
});

describe('formAddNoticeKey', () => {
  it('names the stock message for an add over the limit and a try-again line for a failed one', () => {
    expect(formAddNoticeKey('over-limit')).toBe('Add_To_Cart_Error_Message');
    expect(formAddNoticeKey('failed')).toBe('Checkout_Add_Failed');
  });

  test.prop([fc.option(fc.string())])(
    'says nothing for an add that happened or an address naming no outcome of ours',
    (outcome) => {
      fc.pre(outcome !== 'over-limit' && outcome !== 'failed');
      expect(formAddNoticeKey(outcome)).toBeUndefined();
    },
  );
});
