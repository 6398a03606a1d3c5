import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the editorial group (issue 7). */
export const blocksEditorialTexts = {} as const satisfies TextTable;
