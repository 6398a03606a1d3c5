import { useEffect, useMemo } from 'react';
import { ProductCardViewModelFactory } from '@/application/catalogue/product-card-view-model.factory';
import type { ProductCardViewModel } from '@/application/catalogue/product-card-view-model';
import type { SearchItem } from '@/domain/search/search-item';
import { useStore } from '@/ui/shared/container-context';

/** The view model of a card's `item` while it is on screen; its timer stops when it leaves. */
export function useProductCardViewModel(item: SearchItem): ProductCardViewModel {
  const factory = useStore(ProductCardViewModelFactory);
  const model = useMemo(() => factory.create(item), [factory, item]);
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
