import { useEffect, useState } from 'react';

/**
 * A hook for a module fetched the first time a component needs it and shared after: the
 * component renders without it (the hook gives `undefined`) until it has arrived. For code most
 * pages never need, such as the HTML sanitizer (byte budget). A failed fetch leaves the
 * hook at `undefined`, so the part stays empty rather than breaking the page
 * (docs/product.md#errors).
 */
export function lazyModule<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      () => undefined,
    ));
  return function useLazyModule() {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module !== undefined) return;
      let current = true;
      void fetchOnce().then((arrived) => {
        if (current && arrived !== undefined) setModule(arrived);
      });
      return () => {
        current = false;
      };
    }, [module]);
    return module;
  };
}
