import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { rememberedSizeLabel, rememberSizeLabel, type SizeLabels } from '@/domain/ui/size-labels';

/**
 * docs/product.md#product-size-selection: the size label the shopper chose for each product,
 * remembered while they browse, so a product opened again shows the size they picked.
 */
@injectable()
export class SizeChoiceStore {
  sizeLabels: SizeLabels = {};

  constructor() {
    makeAutoObservable(this, { sizeLabels: observable.ref }, { autoBind: true });
  }

  /** The size label chosen for a product, if any. */
  selectedSizeLabel(productId: string): string | undefined {
    return rememberedSizeLabel(this.sizeLabels, productId);
  }

  selectSizeLabel(productId: string, label: string): void {
    this.sizeLabels = rememberSizeLabel(this.sizeLabels, productId, label);
  }

  toJSON(): SizeLabels {
    return this.sizeLabels;
  }

  /** Takes over a written state. */
  hydrate(state: SizeLabels): void {
    this.sizeLabels = { ...state };
  }
}
