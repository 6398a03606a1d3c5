import { useEffect, useMemo } from 'react';
import { ProductViewModelFactory } from '@/application/catalogue/product-view-model.factory';
import type { ProductViewModel } from '@/application/catalogue/product-view-model';
import type { Product } from '@/domain/catalogue/product';
import { useStore } from '@/ui/shared/container-context';

/** The view model of `product` while it is on screen; its timer stops when it leaves. */
export function useProductViewModel(product: Product): ProductViewModel {
  const factory = useStore(ProductViewModelFactory);
  const model = useMemo(() => factory.create(product), [factory, product]);
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
