import type { Blok } from '@/domain/content/story';
import { pageOf, renderStory, type ShopContainer } from '../render-story';

export { pageOf, storyLinkField } from '../render-story';

/**
 * Renders story blocks in the Swedish shop in English over the memory fakes, its site-wide
 * content (menus) loaded, at `url`.
 */
export function renderBlocks(
  body: readonly Blok[],
  url = '/se-en/test',
  prepare: (container: ShopContainer) => void = () => undefined,
) {
  return renderStory(pageOf(body), { url, prepare, withSiteContent: true });
}
