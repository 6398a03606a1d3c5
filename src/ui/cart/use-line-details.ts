import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { CartItem } from '@/domain/cart/cart';
import { productNameIn } from '@/domain/cart/cart-product';
import { useStore } from '@/ui/shared/container-context';

/** A cart or order line's names in the site's language, and the variant it is. */
export interface LineDetails {
  /** The product's name; an order line without its product keeps the name it was sold under. */
  readonly name: string;
  /** "Colour: Sand", "Size: 27 cm" — whichever the line has — as each line lists them. */
  readonly variant: readonly string[];
}

/**
 * docs/product.md#cart-data: what names a line's variant wherever lines are listed — the cart, the
 * mini cart, the checkout and the receipt — so a shopper with two colours of one plate can tell
 * the lines apart.
 */
export function useLineDetails(): (line: CartItem) => LineDetails {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  return (line) => {
    const names = line.product ? productNameIn(line.product, sites.site.language) : undefined;
    const colour = names?.variantName.trim();
    return {
      name: names?.name ?? line.productName,
      variant: [
        ...(colour ? [t('Product_Color', { color: colour })] : []),
        ...(line.size ? [t('Cart_Item_Size', { size: line.size })] : []),
      ],
    };
  };
}
