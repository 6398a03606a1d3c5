import { useCallback, useEffect, useState } from 'react';

/** Far enough below any page's foot. */
const BELOW_PX = 100_000;

/**
 * Whether an element has scrolled up out of the viewport — while the media query `when` holds.
 * `false` on the server and the first render, so hydration agrees; then an IntersectionObserver
 * follows it. Below the viewport (not reached yet) is not past. Returns the ref callback to put
 * on the element.
 */
export function useScrolledPast(
  when: string,
): readonly [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    const query = window.matchMedia(when);
    let above = false;
    const show = () => setPast(above && query.matches);
    // The root reaches far below the viewport, so the one crossing watched is the element's
    // leaving over the top: a jump from below the screen to above it is seen too.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        above = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
        show();
      },
      { rootMargin: `0px 0px ${BELOW_PX}px 0px` },
    );
    observer.observe(element);
    query.addEventListener('change', show);
    return () => {
      observer.disconnect();
      query.removeEventListener('change', show);
      setPast(false);
    };
  }, [element, when]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return [ref, past] as const;
}
