import type { Blok, Story } from './story';

/** docs/product.md#error-page: what the 404 story gives the error view. */
export interface ErrorPageContent {
  /** The hero's headline; the view shows it for a 404 and the status line otherwise. */
  readonly headline: string;
  readonly text: string;
  /** SEO meta: the document title. */
  readonly metaTitle: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads the 404 story's hero and meta; a field that is missing or not text reads as empty. */
export function errorPageContent(story: Story | undefined): ErrorPageContent {
  const content = story?.content;
  const heroes = Array.isArray(content?.hero) ? (content.hero as readonly Blok[]) : [];
  const hero = heroes.find((blok) => blok.component === 'hero');
  return {
    headline: text(hero?.headline),
    text: text(hero?.text),
    metaTitle: text(content?.meta_title),
  };
}
