import { useEffect, useState, type RefObject } from 'react';

/** A hero's links and buttons: its hotspots and its call to action. */
export const HERO_CONTROLS = 'section[data-height] :is(a[href], button)';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the fixed element at `ref` leaves every visible element matching `selector` free
 * (docs/decisions/0120-invitations-that-wait-their-turn.md): checked when it appears, and again
 * as the page scrolls or resizes, so a popup over a hero's hotspots waits until the shopper has
 * scrolled them away. An element in the page's flow covers nothing and is always clear.
 */
export function useClearOf(
  ref: RefObject<HTMLElement | null>,
  selector: string,
  shown: boolean,
): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (getComputedStyle(element).position !== 'fixed') return setClear(true);
      const box = element.getBoundingClientRect();
      const covered = [...document.querySelectorAll(selector)].some((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && overlaps(box, rect);
      });
      setClear(!covered);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, selector, shown]);
  return clear;
}
