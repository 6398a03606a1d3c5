import fc from 'fast-check';
import { LANGUAGES } from '@/domain/site/site';

/** An enabled flag as editors leave it: on, off, blank, missing, or near misses of `'1'`. */
export const enabledFlag = fc.oneof(
  fc.constantFrom('1', '0', '', ' 1', '1 ', 'true', '01', undefined, null),
  fc.string({ maxLength: 3 }),
);

export const switchable = fc.record({ id: fc.uuid(), enabled: enabledFlag });

/** One path segment of a content slug that is not a language folder. */
export const slugSegment = fc
  .stringMatching(/^[a-z0-9-]{1,12}$/)
  .filter((segment) => !(LANGUAGES as readonly string[]).includes(segment));

export const slugSegments = fc.array(slugSegment, { minLength: 1, maxLength: 4 });

export const languageFolder = fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined });

export const linkTarget = fc.constantFrom(undefined, '', '_self', '_blank');

/** A web address with a scheme (`https://host/path`). */
export const webAddress = fc.webUrl();

/** A host written without a scheme, as editors paste it: `www.example.com/path`. */
export const bareHost = fc
  .tuple(fc.domain(), fc.array(slugSegment, { maxLength: 2 }))
  .map(([host, path]) => [host, ...path].join('/'));

export const emailAddress = fc.emailAddress();

/** A slug as routes and editors write it: segments with stray slashes around and between. */
export const messySlug = fc
  .tuple(fc.array(slugSegment, { maxLength: 4 }), fc.constantFrom('', '/', '//'))
  .map(([segments, slash]) => `${slash}${segments.join(`/${slash}`)}${slash}`);

/** Epoch milliseconds from year 1000 to 9999, the span the editor's date field can write. */
export const contentEpochMs = fc.integer({
  min: Date.UTC(1000, 0, 1),
  max: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
});

/** A country code in the case an editor might type it. */
export const anyCaseCountry = fc
  .stringMatching(/^[a-z]{2}$/)
  .chain((code) => fc.constantFrom(code, code.toUpperCase(), ` ${code.toUpperCase()} `));

/** The page's own colours (ink on paper), the ground editors' colours give way to. */
export const PAGE_COLOURS = { text: '#1f1c19', background: '#fbf8f3' } as const;

/** A colour as `#rrggbb` in lower case. */
export const hexColour = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(
    ([r, g, b]) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
  );
