import { BUILT_IN_TEXTS } from '@/domain/content/built-in-texts';
import { textsIn, type TextTable } from '@/domain/content/text-table';
import type { Dictionary } from '@/domain/content/translate';
import type { Language } from '@/domain/site/site';
import { accountTexts } from './translations/account.texts';
import { blocksEditorialTexts } from './translations/blocks-editorial.texts';
import { blocksStoryTexts } from './translations/blocks-story.texts';
import { blocksHeroTexts } from './translations/blocks-hero.texts';
import { blocksShopsTexts } from './translations/blocks-shops.texts';
import { blocksTableTexts } from './translations/blocks-table.texts';
import { blocksLiveTexts } from './translations/blocks-live.texts';
import { cartTexts } from './translations/cart.texts';
import { catalogueTexts } from './translations/catalogue.texts';
import { commonTexts } from './translations/common.texts';
import { contentTexts } from './translations/content.texts';
import { headerTexts } from './translations/header.texts';
import { searchTexts } from './translations/search.texts';

/**
 * The UI texts by screen; a key belongs to exactly one of them. The chrome's and the error page's
 * are the shop's built-in ones, served as they are (docs/product.md#translations).
 */
export const TEXT_AREAS: readonly TextTable[] = [
  BUILT_IN_TEXTS,
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
  blocksShopsTexts,
  blocksTableTexts,
  blocksLiveTexts,
];

const ALL_TEXTS = {
  ...BUILT_IN_TEXTS,
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
  ...blocksShopsTexts,
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

/**
 * Every UI key in Swedish and English: the fakes' stand-in for the content service's
 * `ui-element-translations` datasource (docs/product.md#translations).
 */
export const seededTranslations: Readonly<Record<Language, Dictionary>> = {
  sv: textsIn(ALL_TEXTS, 'sv'),
  en: textsIn(ALL_TEXTS, 'en'),
};
