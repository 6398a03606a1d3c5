import type { TextTable } from './text-table';

/**
 * docs/product.md#errors messages, notifications, the error page, stock badges, prices and shared
 * controls.
 */
export const commonTexts = {
  ERROR: ['Fel', 'Error'],
  SUCCESS: ['Klart', 'Success'],
  GENERIC_ERROR: ['Något gick fel', 'Something went wrong'],
  Page_Not_Found: ['Sidan kunde inte hittas', 'This page could not be found'],
  Error_Page_Failed: [
    'Ett fel uppstod när felsidan skulle visas',
    'An error occurred while showing the error page',
  ],
  Error_Status: ['{status} – {message}', '{status} – {message}'],
  Error_Try_Again: ['Försök igen om en stund.', 'Please try again in a moment.'],
  Back_To_Home: ['Tillbaka till butiken', 'Back to the shop'],
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
  SUBSCRIBE_EMAIL_ERROR: ['Skriv en giltig e-postadress.', 'Please enter a valid e-mail address.'],
  SUBSCRIBE_ERROR: [
    'Vi kunde inte registrera dig just nu. Försök igen senare.',
    'We could not sign you up right now. Please try again later.',
  ],
  SUBSCRIBE_SUBSCRIBED: ['Tack!', 'Thank you!'],
  SUBSCRIBE_NEWSLETTER: [
    'Du prenumererar nu på vårt nyhetsbrev.',
    'You are now subscribed to our newsletter.',
  ],
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
  Toasts_Label: ['Meddelanden', 'Notifications'],
  Toast_Dismiss: ['Stäng meddelandet', 'Dismiss the notification'],
  Page_Loading: ['Sidan laddas', 'The page is loading'],
  Page_Reloading: ['Laddar om sidan…', 'Reloading the page…'],
  Error: ['Fel', 'Error'],
} as const satisfies TextTable;
