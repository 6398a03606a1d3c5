import type { TextTable } from '@/domain/content/text-table';

/**
 * docs/product.md#header texts the header does not show; the words it does show are built in
 * (`BUILT_IN_TEXTS`, src/domain/content/built-in-texts.ts).
 */
export const headerTexts = {
  Menu_Secondary_Label: ['Mer', 'More'],
  Menu_Call: ['Ring {phone}', 'Call {phone}'],
  Market_Selector_Open: ['Byt land eller språk', 'Change country or language'],
  Live_Shopping_Countdown: ['Startar om {time}', 'Starts in {time}'],
  Live_Shopping_Watch: ['Titta nu', 'Watch now'],
  Cookie_Title: ['Vi använder kakor', 'We use cookies'],
  Cookie_Text: [
    'Kakor hjälper oss att komma ihåg din varukorg och förstå hur butiken används.',
    'Cookies help us remember your cart and understand how the shop is used.',
  ],
  Cookie_Accept: ['Godkänn alla', 'Accept all'],
  Cookie_Necessary_Only: ['Bara nödvändiga', 'Necessary only'],
  Cookie_Read_More: ['Läs om kakor', 'About cookies'],
} as const satisfies TextTable;
