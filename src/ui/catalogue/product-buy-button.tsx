import { observer } from 'mobx-react-lite';
import type { ProductViewModel } from '@/application/catalogue/product-view-model';
import { RestockStore } from '@/application/marketing/restock.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { purchaseButton } from './purchase-button';
import { useAddToCartForm } from '@/ui/cart/add-to-cart-form';

/**
 * The product's one buy button (docs/product.md#product-list-item): add to cart with the price
 * once the sizes are chosen, "added" for a moment after; notify me or signed up when the chosen
 * size is sold out. The page's purchase and its sticky buy bar both show this one.
 */
export const ProductBuyButton = observer(function ProductBuyButton(props: {
  readonly model: ProductViewModel;
}) {
  const { model } = props;
  const { t } = useStore(TranslationStore);
  const restock = useStore(RestockStore);
  const { button } = model;
  const { formId, form } = useAddToCartForm(model.purchase.itemId, model.quantity, () => {
    void model.addToCart();
  });
  if (button.kind !== 'add-to-cart') {
    return (
      <button
        type="button"
        className={purchaseButton}
        data-variant="quiet"
        disabled={button.kind === 'signed-up'}
        onClick={() => restock.open(model.restockItemId, model.restockSubject)}
      >
        {button.kind === 'signed-up' ? t('Product_Signed_Up') : t('Product_Notify_Me')}
      </button>
    );
  }
  // Before the page's scripts, the form posts the add to the server (docs/product.md#before-scripts).
  return (
    <>
      {form}
      <button
        type="submit"
        form={formId}
        className={purchaseButton}
        disabled={!model.isSizeChosen || model.isAdding}
      >
        {model.justAdded
          ? t('Product_Added')
          : button.price === ''
            ? t('Product_Add_To_Cart_Short')
            : t('Product_Add_To_Cart', { price: button.price })}
      </button>
    </>
  );
});
