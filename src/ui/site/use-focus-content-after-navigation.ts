import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How many frames a navigation waits for the panels it closes to let focus go. */
const SETTLE_FRAMES = 10;

/**
 * Keyboard: after a navigation started outside the page's content (the menu, a search
 * result, the cart), focus moves to the new page's content once the panels have closed, so the
 * next Tab starts there and not back in the header. Focus already in the content stays.
 */
export function useFocusContentAfterNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = pathname;
    let frames = 0;
    const settle = () => {
      // The route change closes the panels; a closing dialog hands focus back to its opener.
      if (document.querySelector('dialog[open]') && frames++ < SETTLE_FRAMES) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const content = main.current;
      if (content && !content.contains(document.activeElement)) {
        content.focus({ preventScroll: true });
      }
    };
    let frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return main;
}
