import { data } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { errorPageContent } from '@/domain/content/error-page-content';
import { NOT_FOUND_STATUS, type PageError } from '@/domain/site/page-error';
import type { StoreResolver } from '@/ui/shared/container-context';
import { prepareStory } from './prepare-story';

/**
 * What a route's loader throws to show the error page for `error` (docs/product.md#error-page):
 * the 404 story read and the blocks the page shows of it made ready first — its hero, and for a
 * 404 its body with its product lists — so that the server renders the page whole and the
 * browser's first render is the same. Whatever of that fails, the error page still shows.
 */
export async function errorPageAnswer(resolver: StoreResolver, error: PageError) {
  try {
    const content = resolver.get(ContentStore);
    await content.loadNotFound();
    const story = content.notFoundStory;
    const { hero } = errorPageContent(story);
    const shown = error.status === NOT_FOUND_STATUS ? story?.content : hero;
    if (shown) await prepareStory(resolver, shown);
  } catch (failure) {
    console.warn('The error page is shown without its story made ready', failure);
  }
  return data(error.message, { status: error.status });
}
