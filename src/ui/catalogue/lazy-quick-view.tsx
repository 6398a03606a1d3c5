import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { UiStore } from '@/application/shared/ui.store';
import type { SearchItem } from '@/domain/search/search-item';
import { useStore } from '@/ui/shared/container-context';
import { MountWhenWanted } from '@/ui/shared/mount-when-wanted';

const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

/**
 * docs/product.md#quick-view: the quick view of a list's items, its code loaded when a shopper first
 * opens one.
 */
export const LazyQuickView = observer(function LazyQuickView(props: {
  readonly items: readonly SearchItem[];
}) {
  const ui = useStore(UiStore);
  const wanted = props.items.some(({ id }) => id === ui.productPopupItemId);
  return (
    <MountWhenWanted wanted={wanted}>
      <QuickView items={props.items} />
    </MountWhenWanted>
  );
});
