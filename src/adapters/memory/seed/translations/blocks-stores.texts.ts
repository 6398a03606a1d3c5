import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the stores group (issue 7). */
export const blocksStoresTexts = {} as const satisfies TextTable;
