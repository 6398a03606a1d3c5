import type { ContentLink } from '@/domain/content/content-link';
import type { Footer } from '@/domain/content/footer';
import { MENU_NAMES, type Menu, type MenuName } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';

/** What a ContentStore holds, as plain data (docs/architecture.md#server-rendering hydration). */
export interface ContentState {
  /** The language of the site-wide content (`load`), once asked for. */
  readonly language?: Language | undefined;
  /** Which parts hold the content service's answer: the language, or `any` if not translated. */
  readonly loaded: Readonly<Partial<Record<ContentPart, Language | 'any'>>>;
  readonly links: readonly ContentLink[];
  readonly settings?: SiteSettings | undefined;
  readonly notices: readonly Notice[];
  readonly footer?: Footer | undefined;
  readonly menus: Readonly<Partial<Record<MenuName, Menu>>>;
  readonly shops: readonly ShopLocation[];
  readonly notFound: Readonly<Partial<Record<Language, Story>>>;
  /** Keyed by the page's path in its language folder (`sv/om-oss`; the home page is `sv`). */
  readonly pages: Readonly<Record<string, Story>>;
}

export const EMPTY_CONTENT_STATE: ContentState = {
  loaded: {},
  links: [],
  notices: [],
  menus: {},
  shops: [],
  notFound: {},
  pages: {},
};

/** docs/product.md#start-up 3: the site-wide content, each part fetched and failing on its own. */
export const CONTENT_PARTS = [
  'links',
  'settings',
  'notices',
  'footer',
  ...MENU_NAMES,
  'shops',
] as const satisfies readonly (string | MenuName)[];

export type ContentPart = (typeof CONTENT_PARTS)[number];

/**
 * The parts the start-up waits for, as a page's first screen may show them (the notices
 * and main menu in the header, the settings of the live banner and the account menu, the
 * secondary menu of a submenu block, the shops of the shop finder). The other two — the links,
 * which no screen reads, and the footer, always below the first screen — are asked for once the
 * first page has painted (src/ui/site/use-rest-of-site-content.ts), off its path.
 */
export const FIRST_SCREEN_PARTS = [
  'settings',
  'notices',
  ...MENU_NAMES,
  'shops',
] as const satisfies readonly ContentPart[];

/** The rest of start-up step 3, which the view asks for once the first page has painted. */
export const AFTER_PAINT_PARTS = ['links', 'footer'] as const satisfies readonly ContentPart[];

/** Links and shops are one list for every language (docs/decisions/0033-content-gateway-speaks-domain-types.md). */
export function isTranslated(part: ContentPart): boolean {
  return part !== 'links' && part !== 'shops';
}

const LABELS: Readonly<Record<ContentPart, string>> = {
  links: 'the content links',
  settings: 'the settings',
  notices: 'the notices',
  footer: 'the footer',
  'main-menu': 'the main menu',
  'secondary-menu': 'the secondary menu',
  shops: 'the stores',
};

/** How a failure names the part in the log: `the notices (sv)`, `the stores`. */
export function contentPartLabel(part: ContentPart, language: Language): string {
  return isTranslated(part) ? `${LABELS[part]} (${language})` : LABELS[part];
}

/**
 * A part as it reads when the content service could not be asked (docs/product.md#errors: logged,
 * empty).
 */
export function emptyPart(part: ContentPart, state: ContentState): Partial<ContentState> {
  switch (part) {
    case 'links':
      return { links: [] };
    case 'settings':
      return { settings: undefined };
    case 'notices':
      return { notices: [] };
    case 'footer':
      return { footer: undefined };
    case 'shops':
      return { shops: [] };
    case 'main-menu':
    case 'secondary-menu': {
      const menus = { ...state.menus };
      delete menus[part];
      return { menus };
    }
  }
}
