import { useCallback, useEffect, useState } from 'react';

type Seen = () => void;

/** One observer per margin, shared by every element watched with it. */
const observers = new Map<number, { observer: IntersectionObserver; seen: Map<Element, Seen> }>();

function watch(element: Element, marginPx: number, onSeen: Seen): () => void {
  let shared = observers.get(marginPx);
  if (!shared) {
    const seen = new Map<Element, Seen>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.get(entry.target)?.();
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    shared = { observer, seen };
    observers.set(marginPx, shared);
  }
  const { observer, seen } = shared;
  seen.set(element, onSeen);
  observer.observe(element);
  return () => {
    seen.delete(element);
    observer.unobserve(element);
  };
}

/**
 * docs/product.md#constants-and-limits lazy-load threshold: whether an element has come within
 * `marginPx` of the viewport (and stays `true` after). `false` only while `wanted` and not yet
 * near; where the browser has no IntersectionObserver it turns `true` once mounted and the
 * image's own `loading="lazy"` decides. Returns the ref callback to put on the element.
 */
export function useNearViewport(
  wanted: boolean,
  marginPx: number,
): readonly [(element: Element | null) => void, boolean] {
  // The first render is the same on the server, which has no observer: not yet near.
  const [near, setNear] = useState(!wanted);
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    return watch(element, marginPx, () => setNear(true));
  }, [near, element, marginPx]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return [ref, near] as const;
}
