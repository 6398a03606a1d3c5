import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the live group (issue 7). */
export const blocksLiveTexts = {} as const satisfies TextTable;
