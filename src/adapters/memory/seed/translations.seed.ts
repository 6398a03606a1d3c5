import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';
import { accountTexts } from './translations/account.texts';
import { blocksEditorialTexts } from './translations/blocks-editorial.texts';
import { blocksStoryTexts } from './translations/blocks-story.texts';
import { blocksHeroTexts } from './translations/blocks-hero.texts';
import { blocksStoresTexts } from './translations/blocks-stores.texts';
import { blocksTableTexts } from './translations/blocks-table.texts';
import { blocksLiveTexts } from './translations/blocks-live.texts';
import { cartTexts } from './translations/cart.texts';
import { catalogueTexts } from './translations/catalogue.texts';
import { commonTexts } from './translations/common.texts';
import { contentTexts } from './translations/content.texts';
import { headerTexts } from './translations/header.texts';
import { searchTexts } from './translations/search.texts';
import type { TextTable } from './translations/text-table';

/** The UI texts by screen; a key belongs to exactly one of them. */
export const TEXT_AREAS: readonly TextTable[] = [
  commonTexts,
  headerTexts,
  catalogueTexts,
  searchTexts,
  cartTexts,
  accountTexts,
  contentTexts,
  blocksEditorialTexts,
  blocksStoryTexts,
  blocksHeroTexts,
  blocksStoresTexts,
  blocksTableTexts,
  blocksLiveTexts,
];

const ALL_TEXTS = {
  ...commonTexts,
  ...headerTexts,
  ...catalogueTexts,
  ...searchTexts,
  ...cartTexts,
  ...accountTexts,
  ...contentTexts,
  ...blocksEditorialTexts,
  ...blocksStoryTexts,
  ...blocksHeroTexts,
  ...blocksStoresTexts,
  ...blocksTableTexts,
  ...blocksLiveTexts,
};

/** A key of the UI texts: what `t('…')` is called with. */
export type UiTextKey = keyof typeof ALL_TEXTS;

/**
 * Every UI key the shop uses (docs/product.md#errors keys and the labels of every
 * docs/product.md#content-blocks screen): the list the seeded datasource, and the tests of
 * `src/ui`, are checked against.
 */
export const UI_TEXT_KEYS = Object.keys(ALL_TEXTS) as readonly UiTextKey[];

function column(index: 0 | 1): Dictionary {
  return Object.fromEntries(UI_TEXT_KEYS.map((key) => [key, ALL_TEXTS[key][index]]));
}

/**
 * Every UI key in Swedish and English: the fakes' stand-in for the content service's
 * `ui-element-translations` datasource (docs/product.md#translations).
 */
export const seededTranslations: Readonly<Record<Language, Dictionary>> = {
  sv: column(0),
  en: column(1),
};
