import type { TextTable } from './text-table';

/** SPEC §2 Content blocks, the editorial group (issue 7). */
export const blocksEditorialTexts = {
  Swipe_Label: ['Bildremsa', 'Picture strip'],
  Swipe_Strip: ['Bilder, svep i sidled', 'Pictures, swipe sideways'],
  Swipe_Previous: ['Föregående bild', 'Previous picture'],
  Swipe_Next: ['Nästa bild', 'Next picture'],
  Video_Label: ['Film', 'Video'],
} as const satisfies TextTable;
