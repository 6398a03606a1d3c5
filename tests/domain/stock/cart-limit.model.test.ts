import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkAddToCart } from '@/domain/stock/add-to-cart-limit';
import { quantityButtons } from '@/domain/stock/quantity-stepper';

/** The stock of each item in the model shop. */
const STOCK: Readonly<Record<string, number>> = { plate: 0, bowl: 1, dish: 8, cup: 24 };
const ITEMS = Object.keys(STOCK);

/** What the cart should hold: a quantity per item. */
interface Model {
  readonly lines: Map<string, number>;
}

/** A cart that changes only through the add-to-cart limit, as the cart store will. */
interface Cart {
  readonly lines: Map<string, number>;
}

const stockOf = (item: string) => STOCK[item] ?? 0;

function add(item: string, quantity: number): fc.Command<Model, Cart> {
  return {
    check: () => true,
    run(model, cart) {
      const before = cart.lines.get(item) ?? 0;
      const plusEnabled = !quantityButtons({
        quantity: quantity - 1,
        stock: stockOf(item),
        inCart: before,
      }).plusDisabled;
      const result = checkAddToCart({ requested: quantity, inCart: before, stock: stockOf(item) });
      expect(result.ok).toBe(plusEnabled);
      if (result.ok) cart.lines.set(item, result.value);

      const expected = (model.lines.get(item) ?? 0) + quantity;
      if (expected <= stockOf(item)) model.lines.set(item, expected);
      expect(cart.lines.get(item) ?? 0).toBe(model.lines.get(item) ?? 0);
      expect(cart.lines.get(item) ?? 0).toBeLessThanOrEqual(Math.max(stockOf(item), 0));
    },
    toString: () => `add(${item}, ${quantity})`,
  };
}

function remove(item: string): fc.Command<Model, Cart> {
  return {
    check: (model) => (model.lines.get(item) ?? 0) > 0,
    run(model, cart) {
      model.lines.delete(item);
      cart.lines.delete(item);
      expect(checkAddToCart({ requested: 1, inCart: 0, stock: stockOf(item) }).ok).toBe(
        stockOf(item) >= 1,
      );
    },
    toString: () => `remove(${item})`,
  };
}

const item = fc.constantFrom(...ITEMS);
const commands = fc.commands(
  [fc.tuple(item, fc.integer({ min: 1, max: 30 })).map(([i, q]) => add(i, q)), item.map(remove)],
  { maxCommands: 60 },
);

describe('cart under the add-to-cart limit (docs/product.md#adding-to-cart), model-based', () => {
  test.prop([commands])('repeated adds never take a line past its stock', (cmds) => {
    const cart: Cart = { lines: new Map() };
    fc.modelRun(() => ({ model: { lines: new Map() }, real: cart }), cmds);
    for (const [line, quantity] of cart.lines) {
      expect(quantity).toBeLessThanOrEqual(stockOf(line));
      expect(quantity).toBeGreaterThan(0);
    }
  });
});
