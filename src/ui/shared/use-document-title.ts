import { useEffect } from 'react';

/** The shop's name after each page's own (the seeded content's `meta_title` style). */
const SHOP_NAME = 'Lera';

/**
 * Issue 9 (WCAG 2.4.2 page titled): the document title names the page the shop renders itself
 * (category, product, search, checkout, account forms, wishlist) as `{name} | Lera`, as content
 * pages do with their editors' `meta_title`. Nothing is set while the name is still unknown.
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} | ${SHOP_NAME}`;
  }, [name]);
}
