import type { Cart, CartItem } from './cart';
import { visibleLines } from './cart-lines';

/** What a change of market did to the lines the shopper sees. */
export interface LinesLeft {
  /** Lines the new market does not sell (or has none of): gone from the cart. */
  readonly removed: readonly CartItem[];
  /** Lines kept with fewer pieces: the new market has fewer in stock. */
  readonly reduced: readonly CartItem[];
}

/**
 * docs/product.md#cart-and-checkout, the cart follows the site: the visible lines of `before` that
 * `after` no longer holds, and those it holds fewer of, matched by item (variant and size) — so
 * the shopper can be told rather than find a cart quietly changed.
 */
export function linesLeft(before: Cart | undefined, after: Cart | undefined): LinesLeft {
  const kept = piecesByItem(after);
  const had = piecesByItem(before);
  // One entry per item, the first line that held it.
  const was = visibleLines(before).filter(
    (line, index, lines) => lines.findIndex((other) => other.item === line.item) === index,
  );
  return {
    removed: was.filter((line) => !kept.has(line.item)),
    reduced: was.filter((line) => {
      const now = kept.get(line.item);
      return now !== undefined && now < (had.get(line.item) ?? 0);
    }),
  };
}

/** The pieces of each item among the visible lines (an item may sit on more than one line). */
function piecesByItem(cart: Cart | undefined): ReadonlyMap<string, number> {
  const pieces = new Map<string, number>();
  for (const line of visibleLines(cart)) {
    pieces.set(line.item, (pieces.get(line.item) ?? 0) + line.quantity);
  }
  return pieces;
}
