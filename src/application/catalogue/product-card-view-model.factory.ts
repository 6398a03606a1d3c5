import { inject, injectable } from 'inversify';
import type { SearchItem } from '@/domain/search/search-item';
import { ProductCardViewModel } from './product-card-view-model';
import { PurchaseViewModelFactory } from './purchase-view-model.factory';

/** Makes a `ProductCardViewModel` per card shown (each has its own variant and quantity). */
@injectable()
export class ProductCardViewModelFactory {
  constructor(
    @inject(PurchaseViewModelFactory) private readonly purchases: PurchaseViewModelFactory,
  ) {}

  create(item: SearchItem): ProductCardViewModel {
    return new ProductCardViewModel(item, this.purchases);
  }
}
