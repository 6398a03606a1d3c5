import type { Language } from '../site/site';
import type { Dictionary } from './translate';

/**
 * The few texts the error page says (docs/product.md#error-page), built in: they come from the
 * content service like every other text, but the error page is also what shows when that service
 * is down, and then it must still read in words rather than keys. The content service's own texts
 * win whenever they have come.
 */
export const ESSENTIAL_TEXTS: Readonly<Record<Language, Dictionary>> = {
  sv: {
    GENERIC_ERROR: 'Något gick fel',
    Page_Not_Found: 'Sidan kunde inte hittas',
    Error_Page_Failed: 'Ett fel uppstod när felsidan skulle visas',
    Error_Try_Again: 'Försök igen om en stund.',
    Error_Status: '{status} – {message}',
    Back_To_Home: 'Tillbaka till butiken',
  },
  en: {
    GENERIC_ERROR: 'Something went wrong',
    Page_Not_Found: 'This page could not be found',
    Error_Page_Failed: 'An error occurred while showing the error page',
    Error_Try_Again: 'Please try again in a moment.',
    Error_Status: '{status} – {message}',
    Back_To_Home: 'Back to the shop',
  },
};
