import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { UiStore } from '@/application/shared/ui.store';
import { useStore } from '@/ui/shared/container-context';
import { MountWhenWanted } from '@/ui/shared/mount-when-wanted';
import { useCartFollowsSite } from '@/ui/cart/use-cart-follows-site';

// The panels and modals load when first opened (the first page ships without them).
const SearchPanel = lazy(() =>
  import('@/ui/search/search-panel').then((m) => ({ default: m.SearchPanel })),
);
const FilterPanel = lazy(() =>
  import('@/ui/catalogue/filter/filter-panel').then((m) => ({ default: m.FilterPanel })),
);
const CartPanel = lazy(() =>
  import('@/ui/cart/cart-panel').then((m) => ({ default: m.CartPanel })),
);
const MiniCart = lazy(() => import('@/ui/cart/mini-cart').then((m) => ({ default: m.MiniCart })));
const RestockModal = lazy(() =>
  import('@/ui/marketing/restock-modal').then((m) => ({ default: m.RestockModal })),
);
const SizeGuideModal = lazy(() =>
  import('@/ui/catalogue/product-page/size-guide-modal').then((m) => ({
    default: m.SizeGuideModal,
  })),
);

/**
 * docs/product.md#site-wide-layout, docs/product.md#panels: each mounted the first time it opens,
 * and kept for its closing transition. What a panel did while closed stays here: the cart is
 * fetched at start and follows the site.
 */
export const LazyPanels = observer(function LazyPanels() {
  const ui = useStore(UiStore);
  useCartFollowsSite();
  return (
    <>
      <MountWhenWanted wanted={ui.isSearchOpen}>
        <SearchPanel />
      </MountWhenWanted>
      <MountWhenWanted wanted={ui.isFilterOpen}>
        <FilterPanel />
      </MountWhenWanted>
      <MountWhenWanted wanted={ui.isCartOpen}>
        <CartPanel />
      </MountWhenWanted>
      <MountWhenWanted wanted={ui.miniCartItem !== undefined}>
        <MiniCart />
      </MountWhenWanted>
      <MountWhenWanted wanted={ui.restockModalItemId !== undefined}>
        <RestockModal />
      </MountWhenWanted>
      <MountWhenWanted wanted={ui.sizeGuideItemId !== undefined}>
        <SizeGuideModal />
      </MountWhenWanted>
    </>
  );
});
