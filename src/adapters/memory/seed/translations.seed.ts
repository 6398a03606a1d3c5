import type { Dictionary } from '../../../domain/content/translate';
import type { Language } from '../../../domain/site/site';

/**
 * Every UI key the shop uses, in Swedish and English: the fakes' stand-in for the content
 * service's `ui-element-translations` datasource. A test checks that both languages have
 * the same keys.
 */
export const seededTranslations: Readonly<Record<Language, Dictionary>> = {
  sv: {
    Logo_Label: 'Till startsidan',
    Market_Selector_Label: 'Land',
    Language_Selector_Label: 'Språk',
    Language_Name_sv: 'Svenska',
    Language_Name_en: 'English',
    Market_Option: '{name} ({currency})',
    Home_Shopping_In: 'Du handlar i {market}',
    Home_Prices_In: 'Priser i {currency}',
    Page_Not_Found: 'Sidan kunde inte hittas',
    GENERIC_ERROR: 'Något gick fel',
    Error_Page_Failed: 'Ett fel uppstod när felsidan skulle visas',
    Back_To_Home: 'Tillbaka till butiken',
  },
  en: {
    Logo_Label: 'Go to the home page',
    Market_Selector_Label: 'Country',
    Language_Selector_Label: 'Language',
    Language_Name_sv: 'Svenska',
    Language_Name_en: 'English',
    Market_Option: '{name} ({currency})',
    Home_Shopping_In: 'You are shopping in {market}',
    Home_Prices_In: 'Prices in {currency}',
    Page_Not_Found: 'This page could not be found',
    GENERIC_ERROR: 'Something went wrong',
    Error_Page_Failed: 'An error occurred while showing the error page',
    Back_To_Home: 'Back to the shop',
  },
};
