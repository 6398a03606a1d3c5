import { numberField } from './blok-fields';
import { editorChoice } from './editor-choice';
import { readableColours, type ColourPair } from './editor-colours';
import type { StaticPageHeader } from './site-settings';
import type { Blok } from './story';

/** docs/product.md#static-page-header: where the header's words line up; left unless chosen. */
export const PAGE_HEADER_POSITIONS = ['left', 'center', 'right'] as const;

export type PageHeaderPosition = (typeof PAGE_HEADER_POSITIONS)[number];

/** How a static page's header looks in the current market. */
export interface PageHeaderLook {
  readonly position: PageHeaderPosition;
  /** A band of the editors' colours behind the header; none, the page's own. */
  readonly colours: ColourPair | undefined;
}

/** A static page's body, its header (the opening headline and introduction) apart. */
export interface PageHeaderSplit {
  readonly header: readonly Blok[];
  readonly rest: readonly Blok[];
}

/**
 * docs/product.md#static-page-header: the market's header position and colours as the shop can
 * show them (docs/decisions/0108-settings-editors-set-per-market.md): an unknown position is
 * left; colours only as far as they read (`readableColours`, on the page's own `shop` colours).
 */
export function staticPageHeaderLook(
  header: StaticPageHeader | undefined,
  shop: ColourPair,
): PageHeaderLook {
  return {
    position: editorChoice(PAGE_HEADER_POSITIONS, header?.position),
    colours: header
      ? readableColours({ text: header.textColor, background: header.backgroundColor }, shop)
      : undefined,
  };
}

/**
 * docs/product.md#static-page-header: a page that opens with a level-1 headline has a header —
 * that headline, and the text block straight after it as its introduction. A page that opens
 * otherwise (a hero, a product list) has none.
 */
export function splitPageHeader(body: readonly Blok[]): PageHeaderSplit {
  const [first, second] = body;
  if (first?.component !== 'headline' || numberField(first, 'level') !== 1) {
    return { header: [], rest: body };
  }
  const size = second?.component === 'text_block' ? 2 : 1;
  return { header: body.slice(0, size), rest: body.slice(size) };
}
