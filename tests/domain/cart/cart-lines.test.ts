import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  HIDDEN_SKU_PREFIX,
  hiddenLinesTotal,
  shownSubtotal,
  isHiddenLine,
  visibleLines,
} from '@/domain/cart/cart-lines';
import { cart, cartItem, cartLine, cartWith } from '../../support/cart-arbitraries';

describe('lines the cart panel shows (docs/product.md#cart-data)', () => {
  test.prop([cart])(
    'the hidden lines and the visible ones together cost what all the lines cost',
    (c) => {
      const cost = (items: typeof c.items) =>
        items.reduce((sum, item) => sum + item.priceEachAsNumber * item.quantity, 0);
      expect(hiddenLinesTotal(c) + cost(visibleLines(c))).toBeCloseTo(cost(c.items), 6);
      if (c.items.every((item) => !isHiddenLine(item))) expect(hiddenLinesTotal(c)).toBe(0);
    },
  );

  test.prop([cart, fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined })])(
    'the shown subtotal and the hidden lines make the backend’s lines’ sum',
    (c, sum) => {
      const priced = { ...c, totals: { ...c.totals, itemsTotalPriceAsNumber: sum } };
      if (sum === undefined) expect(shownSubtotal(priced)).toBeUndefined();
      else
        expect((shownSubtotal(priced) ?? Number.NaN) + hiddenLinesTotal(priced)).toBeCloseTo(
          sum,
          6,
        );
    },
  );

  test('no cart has no hidden lines to pay for', () => {
    expect(hiddenLinesTotal(undefined)).toBe(0);
  });

  test.prop([cart])('shows exactly the lines whose sku does not start with REP, in order', (c) => {
    const shown = visibleLines(c);
    expect(shown).toEqual(c.items.filter((item) => !item.sku.startsWith('REP')));
    expect(shown.every((item) => c.items.includes(item))).toBe(true);
  });

  test.prop([cartItem])('a line is hidden exactly when its sku starts with REP', (item) => {
    expect(isHiddenLine(item)).toBe(item.sku.startsWith('REP'));
  });

  it('hides REP skus only, in exactly that case', () => {
    expect(HIDDEN_SKU_PREFIX).toBe('REP');
    expect(isHiddenLine({ sku: 'REP' })).toBe(true);
    expect(isHiddenLine({ sku: 'REP-0042' })).toBe(true);
    expect(isHiddenLine({ sku: 'rep-0042' })).toBe(false);
    expect(isHiddenLine({ sku: 'Rep-0042' })).toBe(false);
    expect(isHiddenLine({ sku: 'RE' })).toBe(false);
    expect(isHiddenLine({ sku: 'XREP' })).toBe(false);
    expect(isHiddenLine({ sku: '' })).toBe(false);
  });

  it('has no lines without a cart', () => {
    expect(visibleLines(undefined)).toEqual([]);
  });
});

describe('cart icon badge count (docs/product.md#header)', () => {
  test.prop([cart])('is the sum of the visible quantities', (c) => {
    const visible = c.items.filter((item) => !item.sku.startsWith('REP'));
    expect(cartItemCount(c)).toBe(visible.reduce((sum, item) => sum + item.quantity, 0));
  });

  test.prop([cart])('never exceeds totalQuantity, and equals it with nothing hidden', (c) => {
    expect(cartItemCount(c)).toBeLessThanOrEqual(c.totals.totalQuantity);
    if (c.items.every((item) => !isHiddenLine(item))) {
      expect(cartItemCount(c)).toBe(c.totals.totalQuantity);
    }
  });

  test.prop([cart, fc.integer({ min: 1, max: 24 })])(
    'a hidden line adds nothing, a visible one adds its quantity',
    (c, quantity) => {
      const before = cartItemCount(c);
      expect(cartItemCount({ ...c, items: [...c.items, cartLine('REP-1', quantity)] })).toBe(
        before,
      );
      expect(cartItemCount({ ...c, items: [...c.items, cartLine('CUP-1', quantity)] })).toBe(
        before + quantity,
      );
    },
  );

  it('counts pieces, not lines', () => {
    expect(
      cartItemCount(cartWith(cartLine('PLATE-1', 2), cartLine('REP-9', 1), cartLine('BOWL-2', 3))),
    ).toBe(5);
    expect(cartItemCount(cartWith(cartLine('REP-9', 4)))).toBe(0);
    expect(cartItemCount(cartWith())).toBe(0);
    expect(cartItemCount(undefined)).toBe(0);
  });
});
