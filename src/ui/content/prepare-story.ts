import { SanitizedHtmlStore } from '@/application/content/sanitized-html.store';
import { SearchStore } from '@/application/search/search.store';
import { BoundedWait } from '@/application/shared/bounded-wait';
import { SiteStore } from '@/application/site/site.store';
import { allBloks, markupFields } from '@/domain/content/blok-fields';
import { chosenProductBloks, chosenProductsQuery } from '@/domain/content/chosen-products';
import {
  productListBloks,
  productListQuery,
  PAGE_PAINT_WAIT_MS,
} from '@/domain/content/product-list-block';
import type { Blok } from '@/domain/content/story';
import type { StoreResolver } from '@/ui/shared/container-context';
import { preloadBlocks } from './blocks/block-registry';

/**
 * Makes the blocks of a story's tree (`root` and all under it) ready before the page renders:
 * their code and their rich text made safe, and, for a moment at most, their product lists. A
 * server-rendered page's first render must hold the very blocks the server's did, and a page
 * paints once and whole rather than in pieces that shift. A slow search never holds a page in the
 * browser back (docs/product.md#errors); the server's timers never fire, so a server render waits
 * for the lists.
 */
export async function prepareStory(resolver: StoreResolver, root: Blok): Promise<void> {
  const bloks = allBloks(root);
  const blocks = preloadBlocks(new Set(bloks.map((blok) => blok.component)));
  const richText = resolver
    .get(SanitizedHtmlStore)
    .prepare('rich-text', bloks.flatMap(markupFields));
  const search = resolver.get(SearchStore);
  const { site } = resolver.get(SiteStore);
  const lists = [
    ...productListBloks(root).map((blok) => productListQuery(blok, site)),
    ...chosenProductBloks(root).flatMap((blok) => chosenProductsQuery(blok, site) ?? []),
  ].map((query) => search.runOnce(query));
  await Promise.allSettled([blocks, richText]);
  await resolver.get(BoundedWait).atMost(Promise.allSettled(lists), PAGE_PAINT_WAIT_MS);
}
