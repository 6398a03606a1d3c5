import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the stores group. */
export const blocksShopsTexts = {
  Store_Finder_Address: ['Adress', 'Address'],
  Store_Finder_Opening_Hours: ['Öppettider', 'Opening hours'],
  Store_Finder_Close_Info: ['Stäng', 'Close'],
  Store_Finder_Count_One: ['1 butik', '1 store'],
  Store_Finder_Stores_Label: ['Butiker', 'Stores'],
  Online_Stores_Title: ['Handla online', 'Shop online'],
  Online_Stores_Visit: ['Till {name}', 'Visit {name}'],
} as const satisfies TextTable;
