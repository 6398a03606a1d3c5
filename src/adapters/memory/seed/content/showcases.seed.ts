import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { showcaseHeroPage } from './showcase-hero.seed';
import { showcaseLivePage, showcaseTrackingPage } from './showcase-live.seed';
import { showcaseEditorialPage } from './showcase-editorial.seed';
import { showcaseShopsPage } from './showcase-shops.seed';
import { showcaseStoryPage } from './showcase-story.seed';
import { showcaseTablePage } from './showcase-table.seed';

/**
 * One showcase page per block group, so every block of docs/product.md#content-blocks can be seen
 * (and tested) in the dev shop. Each group adds its page here; story ids 41xxxx–46xxxx by group.
 * `startedAt` (epoch ms) dates what has a time, such as the live shows.
 */
export function showcasePages(language: Language, startedAt: number): readonly Story[] {
  return [
    showcaseEditorialPage(language),
    showcaseLivePage(language, startedAt),
    showcaseTrackingPage(language),
    showcaseTablePage(language),
    showcaseShopsPage(language),
    showcaseStoryPage(language),
    showcaseHeroPage(language),
  ];
}
