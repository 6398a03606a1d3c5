import type { TextTable } from '@/domain/content/text-table';

/**
 * docs/product.md#errors messages, test pages, stock badges, prices and shared controls; the error
 * page's and the toasts' words are built in (`BUILT_IN_TEXTS`).
 */
export const commonTexts = {
  Dummy_Page_Title: ['Testsida: {name}', 'Test page: {name}'],
  Dummy_Page_Text: [
    'En sida för att prova butiken; den visas inte för kunder.',
    'A page for trying the shop out; shoppers never see it.',
  ],
  Menu_Preview_Title: ['Meny: {name}', 'Menu: {name}'],
  Menu_Preview_Empty: ['Menyn har inga länkar ännu.', 'The menu has no links yet.'],
  Add_To_Cart_Error_Title: ['Det finns inte fler i lager', 'No more in stock'],
  Add_To_Cart_Error_Message: [
    'Du har redan lagt alla vi har i lager i varukorgen.',
    'You already have all we have in stock in your cart.',
  ],
  Account_Generic_Error: ['Kontot svarar inte', 'Account problem'],
  Account_Generic_ErrorMsg: [
    'Något gick fel med ditt konto. Försök igen om en stund.',
    'Something went wrong with your account. Please try again in a moment.',
  ],
  Account_Specific_ErrorMsg: ['Något gick fel: {message}', 'Something went wrong: {message}'],
  SUBSCRIBE_PRODUCT: [
    'Vi mejlar dig när produkten finns i lager igen.',
    'We will e-mail you when the product is back in stock.',
  ],
  Out_Of_Stock: ['Slut i lager', 'Out of stock'],
  Less_Than_2: ['Endast 1 kvar', 'Only 1 left'],
  Low_Stock: ['Få kvar', 'Low stock'],
  Price_Sale: ['Rea', 'Sale'],
  Price_Before: ['Ord. pris {price}', 'Was {price}'],
  Price_Discount: ['−{percent} %', '−{percent}%'],
  Close: ['Stäng', 'Close'],
  Loading: ['Laddar…', 'Loading…'],
  Show_More: ['Visa mer', 'Show more'],
  Show_Less: ['Visa mindre', 'Show less'],
  Read_More: ['Läs mer', 'Read more'],
  Previous: ['Föregående', 'Previous'],
  Next: ['Nästa', 'Next'],
  Quantity: ['Antal', 'Quantity'],
  Quantity_Increase: ['Öka antal', 'Increase quantity'],
  Quantity_At_Most: ['Högst {count} kan läggas i varukorgen', 'At most {count} can go in the cart'],
  Quantity_At_Least: ['Minst {count}', 'At least {count}'],
  Quantity_Decrease: ['Minska antal', 'Decrease quantity'],
  Page_Reloading: ['Laddar om sidan…', 'Reloading the page…'],
} as const satisfies TextTable;
