import fc from 'fast-check';
import { LANGUAGES, type Site } from '@/domain/site/site';

/** A lower-case two-letter country code, as in a route prefix. */
export const countryCode = fc.stringMatching(/^[a-z]{2}$/);

export const language = fc.constantFrom(...LANGUAGES);

export const site: fc.Arbitrary<Site> = fc.record({ country: countryCode, language });
