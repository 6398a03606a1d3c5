import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the editorial group. */
export const blocksEditorialTexts = {
  Swipe_Label: ['Bildremsa', 'Picture strip'],
  Swipe_Strip: ['Bilder, svep i sidled', 'Pictures, swipe sideways'],
  Swipe_Previous: ['Föregående bild', 'Previous picture'],
  Swipe_Next: ['Nästa bild', 'Next picture'],
  Video_Label: ['Film', 'Video'],
  Product_Display_Products: ['Produkter, svep i sidled', 'Products, swipe sideways'],
  Product_Display_Previous: ['Föregående produkt', 'Previous product'],
  Product_Display_Next: ['Nästa produkt', 'Next product'],
} as const satisfies TextTable;
