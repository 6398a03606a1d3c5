import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the story group (issue 7). */
export const blocksStoryTexts = {} as const satisfies TextTable;
