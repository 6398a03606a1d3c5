import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard: removing a cart line removes the button that had focus, which would leave
 * the shopper nowhere. Once the list has shrunk, focus goes to the remove button now in the
 * removed line's place (the new last one when it was last), or to `whenEmpty` when no line is
 * left. `removing(index)` is called as a line's removal starts; a list that did not shrink (the
 * removal failed) leaves focus where it is.
 */
export function useFocusAfterRemoval(
  lineCount: number,
  list: RefObject<HTMLElement | null>,
  whenEmpty: RefObject<HTMLElement | null>,
) {
  const removed = useRef<number | null>(null);
  const counted = useRef(lineCount);
  useEffect(() => {
    const shrank = lineCount < counted.current;
    counted.current = lineCount;
    const index = removed.current;
    removed.current = null;
    // Only a shrinking list moves focus: a removal that failed leaves it where it was.
    if (index === null || !shrank) return;
    if (lineCount === 0) {
      whenEmpty.current?.focus();
      return;
    }
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-cart-remove]') ?? [];
    rows[Math.min(index, rows.length - 1)]?.focus();
  }, [lineCount, list, whenEmpty]);
  return {
    removing: (index: number) => {
      removed.current = index;
    },
  };
}
