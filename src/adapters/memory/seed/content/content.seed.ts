import { LANGUAGES, type Language } from '@/domain/site/site';
import { SEEDED_CONTENT_IDS } from '@/adapters/shared/content-ids';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import { accountPages } from './account-pages.seed';
import type { ContentSeed, PerLanguage } from './content-seed';
import { footer } from './footer.seed';
import { homePage } from './home.seed';
import { menus } from './menus.seed';
import { notFoundPage } from './not-found.seed';
import { notices } from './notices.seed';
import { contentPages, draftPages } from './pages.seed';
import { productInformation } from './product-information.seed';
import { siteSettings } from './settings.seed';
import { showcasePages } from './showcases.seed';
import { sizeGuides } from './size-guides.seed';
import { seededShops } from './shops.seed';

function perLanguage<T>(make: (language: Language) => T): PerLanguage<T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)]));
}

/**
 * The seeded shop's content in Swedish and English. Deterministic but for `startedAt` (epoch
 * ms, given by the caller): the live show in the SE settings starts about 5 minutes after it.
 */
export function seededContent(startedAt: number): ContentSeed {
  const ids = SEEDED_CONTENT_IDS;
  return {
    ids,
    translations: seededTranslations,
    pages: perLanguage((language) => [
      homePage(language),
      ...contentPages(language),
      ...accountPages(language),
      ...showcasePages(language, startedAt),
    ]),
    drafts: perLanguage(draftPages),
    notFound: perLanguage((language) => notFoundPage(language, ids.notFound)),
    footer: perLanguage(footer),
    settings: perLanguage((language) => siteSettings(language, startedAt)),
    notices: perLanguage(notices),
    shops: seededShops,
    menus: perLanguage(menus),
    sizeGuides: perLanguage(sizeGuides),
    productInformation: perLanguage(productInformation),
  };
}
