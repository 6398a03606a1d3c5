import type { Site } from '@/domain/site/site';
import { bloksField, linkField, textField } from './blok-fields';
import { resolveMenuLink } from './menu-link';
import type { Blok, Story } from './story';

/** docs/product.md#error-page: what the 404 story gives the error page. */
export interface ErrorPageContent {
  /** The story's hero, shown as the hero block shows it on any page. */
  readonly hero: Blok | undefined;
  /** The blocks under the hero (popular products). */
  readonly body: readonly Blok[];
  /** SEO meta: the document title; empty when the editors gave none. */
  readonly metaTitle: string;
  /** SEO meta: the page's description; empty when the editors gave none. */
  readonly metaDescription: string;
}

/** Reads the 404 story's hero, body and meta; a field that is missing or malformed reads as empty. */
export function errorPageContent(story: Story | undefined): ErrorPageContent {
  const content = story?.content;
  if (!content) return { hero: undefined, body: [], metaTitle: '', metaDescription: '' };
  return {
    hero: bloksField(content, 'hero').find((blok) => blok.component === 'hero'),
    body: bloksField(content, 'body'),
    metaTitle: textField(content, 'meta_title').trim(),
    metaDescription: textField(content, 'meta_description').trim(),
  };
}

/** The error page's own way out, for a hero whose editors gave it no button. */
export interface WayHome {
  /** "Back to the shop", in the site's language. */
  readonly label: string;
  /** The site whose start page it leads to. */
  readonly site: Site;
}

/**
 * docs/product.md#error-page: the 404 story's hero as an error shows it. Its button is the way
 * out: the editors' where it leads somewhere, else `wayHome` to the site's start page. For a
 * status other than 404, `failureText` is given (the server's words, or "try again"): the 404
 * story's headline and text, which say the page does not exist, give way to it and to the status
 * line, which the view puts in the headline's place (docs/decisions/0085).
 */
export function errorHero(hero: Blok, wayHome: WayHome, failureText?: string): Blok {
  const label = textField(hero, 'cta_label').trim();
  const link = linkField(hero, 'link');
  const leads = label !== '' && link !== undefined && resolveMenuLink(link, wayHome.site);
  return {
    ...hero,
    ...(leads
      ? {}
      : {
          cta_label: wayHome.label,
          link: {
            fieldtype: 'multilink',
            linktype: 'story',
            // The editors' own form of a site's start page: its language's root.
            cached_url: `${wayHome.site.language}/`,
            url: '',
          },
        }),
    ...(failureText === undefined ? {} : { headline: '', text: failureText }),
  };
}
