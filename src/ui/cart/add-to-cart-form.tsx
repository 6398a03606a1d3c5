import { useId, type ReactNode } from 'react';
import { SiteStore } from '@/application/site/site.store';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { cartFormPath } from './cart-form-path';

export interface AddToCartForm {
  /** The form's id, for its submit button's `form` attribute. */
  readonly formId: string;
  /** The form itself, hidden: its button stays where the layout puts it. */
  readonly form: ReactNode;
}

/**
 * An add to cart that works before the page's scripts (docs/product.md#before-scripts): a hidden
 * form posting the item and quantity to the server, which adds the line and shows the cart; once
 * the page is the browser's, its submit runs `add` in the page instead. The button submits it
 * through its `form` attribute, so it keeps its place in any layout.
 */
export function useAddToCartForm(
  itemId: string | undefined,
  quantity: number,
  add: () => void,
): AddToCartForm {
  const formId = useId();
  const { site } = useStore(SiteStore);
  const form = (
    <form
      id={formId}
      hidden
      method="post"
      action={cartFormPath(formatSite(site))}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <input type="hidden" name="item" value={itemId ?? ''} />
      <input type="hidden" name="quantity" value={quantity} />
    </form>
  );
  return { formId, form };
}
