import type { TextTable } from './text-table';

/**
 * The words of the chrome — the skip link, the header with its menus and market selector, the
 * footer, the newsletter, the consent prompt, the membership invitation and the toasts — of the
 * error page, and the shop's description in every page's head, built in (docs/product.md#translations). They come from the content service like
 * every other text, but the chrome frames every page, the error page too, and that page is what
 * shows when the service is down: a shopper must still read words there, never keys. The
 * service's own texts win whenever they have come. The seeded content service serves these same
 * texts, so each is written once:
 * docs/decisions/0101-the-chrome-reads-in-words-without-content.md.
 */
export const BUILT_IN_TEXTS = {
  // docs/product.md#error-page
  GENERIC_ERROR: ['Något gick fel', 'Something went wrong'],
  Page_Not_Found: ['Sidan kunde inte hittas', 'This page could not be found'],
  Error_Page_Failed: [
    'Ett fel uppstod när felsidan skulle visas',
    'An error occurred while showing the error page',
  ],
  Error_Status: ['{status} – {message}', '{status} – {message}'],
  Error_Try_Again: ['Försök igen om en stund.', 'Please try again in a moment.'],
  Back_To_Home: ['Tillbaka till butiken', 'Back to the shop'],
  // docs/product.md#search-engines: the description of a page that has none of its own
  Shop_Description: [
    'Drejad keramik, linne och kläder från verkstaden i Höganäs.',
    'Thrown ceramics, linen and clothing from our workshop in Höganäs.',
  ],
  // docs/product.md#header: the skip link, logo, buttons, menus and the market selector
  Skip_To_Content: ['Hoppa till innehållet', 'Skip to content'],
  Logo_Label: ['Till startsidan', 'Go to the home page'],
  Header_Menu: ['Meny', 'Menu'],
  Menu_Close: ['Stäng menyn', 'Close the menu'],
  Menu_Back: ['Tillbaka', 'Back'],
  Menu_See_All: ['Visa allt i {category}', 'See all in {category}'],
  Menu_Main_Label: ['Huvudmeny', 'Main menu'],
  Menu_Submenu_Label: ['Undermeny {category}', 'Submenu {category}'],
  Header_Search: ['Sök', 'Search'],
  Header_Account: ['Konto', 'Account'],
  Header_Account_Greeting: ['Hej {name}!', 'Hi {name}!'],
  Header_Account_Welcome: ['Välkommen', 'Welcome'],
  Header_Account_Overview: ['Översikt', 'Overview'],
  Header_Account_Orders: ['Mina ordrar', 'My orders'],
  Header_Account_Content: ['Medlemsförmåner', 'Member benefits'],
  Header_Account_Sign_Out: ['Logga ut', 'Sign out'],
  Header_Wishlist: ['Önskelista', 'Wishlist'],
  Checkout_Secure: ['Säker kassa', 'Secure checkout'],
  Header_Cart_Open: ['Öppna varukorgen ({count})', 'Open cart ({count})'],
  Header_Market: ['Marknad', 'Market'],
  Market_Selector_Label: ['Land', 'Country'],
  Market_Option: ['{name} ({currency})', '{name} ({currency})'],
  Language_Selector_Label: ['Språk', 'Language'],
  Language_Name_sv: ['Svenska', 'Svenska'],
  Language_Name_en: ['English', 'English'],
  Notices_Label: ['Aktuellt', 'News'],
  Notice_Dismiss: ['Dölj meddelandet', 'Hide the notice'],
  Live_Shopping_Open: ['Öppna livesändningen', 'Open the live show'],
  Page_Loading: ['Sidan laddas', 'The page is loading'],
  // docs/product.md#footer
  Footer_Back_To_Top: ['Till toppen', 'Back to top'],
  Footer_Contact_Label: ['Kontakta oss', 'Contact us'],
  Footer_Phone: ['Telefon', 'Phone'],
  Footer_Email: ['E-post', 'E-mail'],
  Footer_Address: ['Adress', 'Address'],
  Footer_Opening_Hours: ['Öppettider', 'Opening hours'],
  Footer_Social_Label: ['Sociala medier', 'Social media'],
  Footer_Follow_Us: ['Följ oss', 'Follow us'],
  Social_instagram: ['Lera på Instagram', 'Lera on Instagram'],
  Social_facebook: ['Lera på Facebook', 'Lera on Facebook'],
  Social_pinterest: ['Lera på Pinterest', 'Lera on Pinterest'],
  Social_youtube: ['Lera på YouTube', 'Lera on YouTube'],
  Footer_Trust_Label: ['Tryggt att handla', 'Shop with confidence'],
  Consent_Footer_Link: ['Cookieinställningar', 'Cookie settings'],
  // docs/product.md#newsletter-banner in the footer and as a popup, and the toasts it shows
  Newsletter_Banner_Label: ['Nyhetsbrev', 'Newsletter'],
  Newsletter_Title: ['Nyhetsbrev', 'Newsletter'],
  Newsletter_Email_Label: ['E-post', 'Email'],
  Newsletter_Email: ['Din e-postadress', 'Your e-mail address'],
  Newsletter_Submit: ['Prenumerera', 'Subscribe'],
  Newsletter_Close: ['Stäng', 'Close'],
  Newsletter_Privacy: [
    'Vi delar aldrig din adress. Avsluta när du vill.',
    'We never share your address. Unsubscribe at any time.',
  ],
  ERROR: ['Fel', 'Error'],
  SUCCESS: ['Klart', 'Success'],
  Error: ['Fel', 'Error'],
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
  Toasts_Label: ['Meddelanden', 'Notifications'],
  Toast_Dismiss: ['Stäng meddelandet', 'Dismiss the notification'],
  // docs/product.md#consent, docs/product.md#membership-modal
  Consent_Title: ['Cookies', 'Cookies'],
  Consent_Text: [
    'Får vi räkna besök med statistikcookies? Butiken fungerar lika bra utan.',
    'May we count visits with statistics cookies? The shop works just as well without.',
  ],
  Consent_Accept_All: ['Godkänn alla', 'Accept all'],
  Consent_Reject_All: ['Neka alla', 'Reject all'],
  Consent_Settings: ['Inställningar', 'Settings'],
  Consent_Necessary: ['Nödvändiga', 'Necessary'],
  Consent_Necessary_Text: [
    'Varukorg, marknad och dina val. Alltid på.',
    'Cart, market and your choices. Always on.',
  ],
  Consent_Statistics: ['Statistik', 'Statistics'],
  Consent_Statistics_Text: [
    'Hur butiken och sökningen används, så att vi kan göra dem bättre.',
    'How the shop and its search are used, so we can improve them.',
  ],
  Consent_Save: ['Spara val', 'Save choices'],
  Consent_Cancel: ['Avbryt', 'Cancel'],
  Membership_Register: ['Skapa konto', 'Create an account'],
  Membership_Later: ['Inte nu', 'Not now'],
  Membership_Close: ['Stäng', 'Close'],
} as const satisfies TextTable;
