import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { SanitizedHtmlStore } from '@/application/content/sanitized-html.store';
import { hasMarkup } from '@/domain/content/html-allow-lists';
import { productInformationSections } from '@/domain/content/product-information';
import type { StoreResolver } from '@/ui/shared/container-context';

/**
 * docs/product.md#product-page: what a product page asks the content service for — the size
 * guides it lists (which guide the page may offer, docs/decisions/0091) and, in one call, the base
 * product information of the mother sku, its rich text made safe — so the first render, the
 * server's included, shows them. Settles when both have, whether or not they were found; a
 * failure is the store's to log.
 */
export async function loadProductPageContent(
  resolver: StoreResolver,
  motherSku: string,
): Promise<void> {
  const stories = resolver.get(ProductStoriesStore);
  const information = async () => {
    if (motherSku === '') return;
    await stories.loadProductInformation([motherSku]);
    const story = stories.productInformation(motherSku);
    const texts = story ? productInformationSections(story.content).map(({ text }) => text) : [];
    await resolver.get(SanitizedHtmlStore).prepare('rich-text', texts.filter(hasMarkup));
  };
  await Promise.allSettled([stories.loadSizeGuideNames(), information()]);
}
