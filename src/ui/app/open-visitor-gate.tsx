import { useLayoutEffect } from 'react';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { useStore } from '@/ui/shared/container-context';

/**
 * Opens the visitor gate as soon as the first render is on the page
 * (docs/architecture.md#server-rendering). Placed first in the tree, its layout effect runs before
 * any other effect, so everything that runs after the first render sees the visitor's own state.
 * It also marks the document `data-interactive`: the server's HTML is the shop's from now on, its
 * controls answer (styles and journeys can tell the difference).
 */
export function OpenVisitorGate() {
  const gate = useStore(VisitorGate);
  useLayoutEffect(() => {
    gate.open();
    document.documentElement.dataset.interactive = '';
  }, [gate]);
  return null;
}
