import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the hero group. */
export const blocksHeroTexts = {
  Hero_Video_Pause: ['Pausa filmen', 'Pause the film'],
  Hero_Video_Play: ['Spela filmen', 'Play the film'],
  Hotspot_Close: ['Stäng', 'Close'],
  Hotspot_Choose_Quantity: [
    'Välj antal för att lägga i varukorgen',
    'Choose a quantity to add to the cart',
  ],
  Hotspot_Hotspots: ['Produkter i bilden', 'Products in the picture'],
} as const satisfies TextTable;
