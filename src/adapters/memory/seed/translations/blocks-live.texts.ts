import type { TextTable } from '@/domain/content/text-table';

/** docs/product.md#content-blocks, the live group: live-shopping shows and delivery tracking. */
export const blocksLiveTexts = {
  Live_Shows_Upcoming: ['Kommande sändningar', 'Upcoming shows'],
  Live_Shows_Past: ['Tidigare sändningar', 'Past shows'],
  Live_Show_Upcoming: ['Kommande', 'Upcoming'],
  Live_Show_Replay: ['Se i efterhand', 'Watch again'],
  Live_Show_Undated: ['Datum kommer snart', 'Date to be announced'],
  Live_Slider_Previous: ['Föregående sändningar', 'Previous shows'],
  Live_Slider_Next: ['Fler sändningar', 'More shows'],
  Live_Cta_Default: ['Titta på sändningen', 'Watch the show'],
  Delivery_Tracking_Unavailable: [
    'Spårningen kan inte visas just nu. Använd länken i ditt leveransbesked.',
    'Tracking cannot be shown right now. Use the link in your shipping confirmation.',
  ],
} as const satisfies TextTable;
