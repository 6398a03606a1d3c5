import { redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import { CartBeforeScripts } from '@/application/cart/cart-before-scripts';
import { SiteStore } from '@/application/site/site.store';
import { parseAddToCartForm } from '@/domain/cart/add-to-cart-form';
import { formatSite } from '@/domain/site/site';
import type { StoreResolver } from '@/ui/shared/container-context';
import { errorPageAnswer } from '@/ui/content/error-page-answer';
import { ADDED_PARAM } from '@/ui/cart/cart-form-path';

/**
 * docs/product.md#before-scripts: the add a page's form posts before its scripts have run, or
 * without them. The site is entered first (its market prices the line), the line is added, and
 * the shopper goes on to the checkout — the shop's cart page — which lists it; an add that did not
 * happen goes there too, and the page says why. A form that names no item is a bad request.
 */
export function addToCartAction(
  resolver: StoreResolver,
  enterSite: LoaderFunction,
): ActionFunction {
  return async (args) => {
    const entered: unknown = await enterSite(args);
    if (entered instanceof Response) return entered;
    const form = await args.request.formData();
    const parsed = parseAddToCartForm({
      item: text(form.get('item')),
      quantity: text(form.get('quantity')),
    });
    if (!parsed.ok) {
      throw await errorPageAnswer(resolver, {
        status: 400,
        message: `The add-to-cart form could not be read (${parsed.error.kind})`,
      });
    }
    const outcome = await resolver.get(CartBeforeScripts).add(parsed.value);
    const checkout = `/${formatSite(resolver.get(SiteStore).site)}/checkout`;
    return redirect(outcome === 'added' ? checkout : `${checkout}?${ADDED_PARAM}=${outcome}`, 303);
  };
}

/** `GET /{site}/cart`, where the form posts: the cart page is the checkout. */
export const cartPageLoader: LoaderFunction = ({ params }) =>
  redirect(`/${params.site ?? ''}/checkout`);

/**
 * The checkout's first render shows the cart the shopper keeps — on the server and in the
 * browser's hydrating render alike — so a shopper without scripts sees what they are buying.
 */
export function checkoutLoader(resolver: StoreResolver, enterSite: LoaderFunction): LoaderFunction {
  return async (args) => {
    // The cart is priced for the site, which its own loader sets, alongside this one.
    const entered: unknown = await enterSite(args);
    if (entered instanceof Response) return null;
    await resolver.get(CartBeforeScripts).loadForFirstRender();
    return null;
  };
}

function text(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' ? value : null;
}
