import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the table group: the table-setting tool's own texts. */
export const blocksTableTexts = {
  Table_Setting_Slots: ['Bordets delar', 'Pieces of the table'],
  Table_Setting_Slot_Empty: ['Välj', 'Choose'],
  Table_Setting_On_Table: ['Din dukning', 'Your table setting'],
  Table_Setting_Loading: ['Hämtar produkterna…', 'Loading the products…'],
  Table_Setting_Load_Error: [
    'Produkterna kunde inte hämtas. Klicka på tallriken igen för att försöka på nytt.',
    'The products could not be loaded. Click the plate again to try once more.',
  ],
  Table_Setting_No_Results: ['Inget att välja här just nu', 'Nothing to choose here right now'],
  Table_Setting_Quantity_Of: ['Antal {name}', 'Quantity of {name}'],
  Table_Setting_Remove: ['Ta bort {name}', 'Remove {name}'],
  Table_Setting_Each: ['{price} / st', '{price} each'],
} as const satisfies TextTable;
