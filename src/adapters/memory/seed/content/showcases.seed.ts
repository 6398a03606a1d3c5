import type { Story } from '../../../../domain/content/story';
import type { Language } from '../../../../domain/site/site';

/**
 * Issue 7: one showcase page per block group, so every block of SPEC §2 can be seen (and
 * tested) in the dev shop. Each group adds its page here; story ids 41xxxx–46xxxx by group.
 */
export function showcasePages(_language: Language): readonly Story[] {
  return [];
}
