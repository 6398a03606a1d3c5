import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the table group (issue 7). */
export const blocksTableTexts = {} as const satisfies TextTable;
