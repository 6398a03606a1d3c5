import type { Blok } from '@/domain/content/story';
import { pageOf, renderStory, storyLinkField } from '../render-story';

/** Renders `body` as a page of the Swedish shop in English, over the memory fakes. */
export function renderEditorial(body: readonly Blok[]) {
  return renderStory(pageOf(body));
}

/** A multilink to a story, in the CDN's field names. */
export const storyLink = storyLinkField;

export const picture = (filename: string, alt: string) => ({ filename, alt });
