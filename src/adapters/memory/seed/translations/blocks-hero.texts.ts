import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the hero group (issue 7). */
export const blocksHeroTexts = {} as const satisfies TextTable;
