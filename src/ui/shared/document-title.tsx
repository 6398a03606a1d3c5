import { BRAND_NAME } from '@/domain/site/site';

/** The shop's name after each page's own (the seeded content's `meta_title` style). */
export const SHOP_NAME = BRAND_NAME;

/**
 * The document title (WCAG 2.4.2 page titled) as a React `<title>`, which React places in the
 * document's head — in a server render too, where an effect setting `document.title` never runs.
 * A page the shop renders itself (category, product, search, checkout, account forms, wishlist)
 * passes its `name`, titled `{name} | Lera`; a content page passes its editors' `meta_title` as
 * `title`, used as it is. While neither is known (a page still loading) the title is the shop's
 * name, as index.html has it: React takes that static `<title>` over and removes it with the
 * page that rendered it, so an empty one would leave the tab showing the address.
 */
export function DocumentTitle(props: {
  readonly name?: string | undefined;
  readonly title?: string | undefined;
}) {
  const { name, title } = props;
  return <title>{title || (name ? `${name} | ${SHOP_NAME}` : SHOP_NAME)}</title>;
}
