import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the story group. */
export const blocksStoryTexts = {
  Submenu_Label: ['Undermeny', 'Submenu'],
  Sub_Navigation_Label: ['I den här delen', 'In this section'],
  Carbon_Footprint_Label: ['Klimatavtryck', 'Carbon footprint'],
  Carbon_Footprint_Percent: ['{percent} %', '{percent}%'],
  Carbon_Footprint_Share: ['{percent} av avtrycket', '{percent} of the footprint'],
  Carbon_Footprint_Entries: [
    'Avtryckets delar, svep i sidled',
    'Parts of the footprint, swipe sideways',
  ],
  Timeline_Label: ['Hållbarhetens tidslinje', 'Sustainability timeline'],
  Timeline_Stages: ['Steg', 'Stages'],
  Timeline_Scrollbar: ['Bläddra i tidslinjen', 'Scroll the timeline'],
  Shop_The_Look_Label: ['Handla looken', 'Shop the look'],
  Shop_The_Look_Products: ['Produkterna i looken', 'Products in the look'],
  Styling_Gallery_Label: ['Stylinggalleri', 'Styling gallery'],
} as const satisfies TextTable;
