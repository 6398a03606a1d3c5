/**
 * Text read on a coloured ground needs at least this contrast (WCAG 2.1 AA for body text, 1.4.3);
 * a notice's or a page header's small text is body text
 * (docs/decisions/0108-settings-editors-set-per-market.md).
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** A text colour and the background it is read on, each `#rrggbb` in lower case. */
export interface ColourPair {
  readonly text: string;
  readonly background: string;
}

const WHITE = '#ffffff';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;

/**
 * An editors' colour as `#rrggbb` (lower case), from `#rgb` or `#rrggbb` in any case with spaces
 * around it; `undefined` for anything else — a colour name, `rgb()`, or something that is not a
 * colour at all (`red; position: fixed`, `url(…)`), which never reaches a style.
 */
export function parseHexColour(value: string): string | undefined {
  const match = HEX.exec(value.trim().toLowerCase());
  const digits = match?.[1];
  if (digits === undefined) return undefined;
  return digits.length === 3
    ? `#${[...digits].map((digit) => digit + digit).join('')}`
    : `#${digits}`;
}

/** WCAG 2.1's contrast ratio of two `#rrggbb` colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * docs/decisions/0108-settings-editors-set-per-market.md: the colours the editors gave a notice
 * or a page header, as far as they can be read; `undefined` where the shop's own (`shop`) should
 * stand.
 *
 * Only hex colours count. A background is kept when some text reads on it: the editors' text
 * colour when it does, else the shop's text colour or white, whichever contrasts more — so a
 * clash never costs the editors' colour bar its words. A text colour alone is kept when it reads
 * on the shop's background. Whatever is returned contrasts by at least `MIN_TEXT_CONTRAST`.
 */
export function readableColours(
  editors: { readonly text: string; readonly background: string },
  shop: ColourPair,
): ColourPair | undefined {
  const text = parseHexColour(editors.text);
  const background = parseHexColour(editors.background);
  if (background === undefined) {
    return text !== undefined && reads(text, shop.background)
      ? { text, background: shop.background }
      : undefined;
  }
  const candidates = [
    ...(text === undefined ? [] : [text]),
    ...[shop.text, WHITE].sort(
      (a, b) => contrastRatio(b, background) - contrastRatio(a, background),
    ),
  ];
  const readable = candidates.find((candidate) => reads(candidate, background));
  return readable === undefined ? undefined : { text: readable, background };
}

function reads(text: string, background: string): boolean {
  return contrastRatio(text, background) >= MIN_TEXT_CONTRAST;
}

/** WCAG 2.1's relative luminance of a `#rrggbb` colour. */
function luminance(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = parseInt(colour.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
