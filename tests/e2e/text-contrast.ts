import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

type Rgb = readonly [number, number, number];

/** WCAG 2's relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The share of the backdrop's pixels allowed to fall short: a glint, a hotspot's dot. */
const OUTLIERS = 0.05;

/** A text as it is read on the screen: its words, and its contrast with its backdrop. */
export interface TextOnScreen {
  readonly text: string;
  /** Large text (24px and over) needs 3:1 rather than 4.5:1 (WCAG 1.4.3). */
  readonly large: boolean;
  readonly contrast: number;
}

/**
 * The contrast each text (`selector` within `scope`) has with what is painted behind it: its
 * colour against each pixel under its lines with all text made invisible, taking the 5th
 * percentile, so a text must read over nearly all of its backdrop — picture, tint and scrim alike.
 * The texts must be on the screen.
 */
export async function contrastOnScreen(
  page: Page,
  scope: Locator,
  selector: string,
): Promise<readonly TextOnScreen[]> {
  const texts = await scope.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const style = getComputedStyle(element);
      return {
        text: element.textContent ?? '',
        large: parseFloat(style.fontSize) >= 24,
        colour: style.color,
        lines: [...range.getClientRects()].map((r) => [r.left, r.top, r.right, r.bottom]),
      };
    }),
  );
  const invisibleText = await page.addStyleTag({
    content: '* { color: transparent !important; text-shadow: none !important; }',
  });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await invisibleText.evaluate((style) => (style as Element).remove());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return texts.map(({ text, large, colour, lines }) => {
    const ink = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as unknown as Rgb;
    const ratios: number[] = [];
    for (const [left, top, right, bottom] of lines as [number, number, number, number][]) {
      for (let y = Math.max(0, Math.floor(top)); y < Math.min(info.height, bottom); y += 1) {
        for (let x = Math.max(0, Math.floor(left)); x < Math.min(info.width, right); x += 1) {
          const at = (y * info.width + x) * info.channels;
          ratios.push(contrastRatio(ink, [data[at]!, data[at + 1]!, data[at + 2]!]));
        }
      }
    }
    if (ratios.length === 0) throw new Error(`"${text}" has no lines on the screen`);
    ratios.sort((a, b) => a - b);
    return { text, large, contrast: ratios[Math.floor(ratios.length * OUTLIERS)]! };
  });
}
