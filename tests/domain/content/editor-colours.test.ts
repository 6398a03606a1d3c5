import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  readableColours,
} from '@/domain/content/editor-colours';
import { hexColour, PAGE_COLOURS } from '../../support/content-arbitraries';

/** What an editor might type into a colour field: hex in any case and length, or anything else. */
const typed = fc.oneof(
  hexColour,
  hexColour.map((colour) => ` ${colour.toUpperCase()} `),
  fc.stringMatching(/^#[0-9a-fA-F]{3}$/),
  fc.constantFrom(
    '',
    'white',
    'rgb(0, 0, 0)',
    'red; position: fixed',
    'url(https://evil.example/x.png)',
    '#12345',
    '#ggg',
    'expression(alert(1))',
  ),
  fc.string({ maxLength: 12 }),
);

describe("editors' colours (decision 0108)", () => {
  test.prop([typed, typed])(
    'gives only hex colours that read on each other, or the shop’s own',
    (text, background) => {
      const colours = readableColours({ text, background }, PAGE_COLOURS);
      if (colours === undefined) return;
      expect(colours.text).toMatch(/^#[0-9a-f]{6}$/);
      expect(colours.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    },
  );

  test.prop([hexColour, hexColour])(
    'keeps a pair that reads as the editors chose it',
    (text, background) => {
      fc.pre(contrastRatio(text, background) >= MIN_TEXT_CONTRAST);
      expect(readableColours({ text, background }, PAGE_COLOURS)).toEqual({ text, background });
    },
  );

  test.prop([hexColour, fc.option(hexColour, { nil: '' })])(
    'keeps a background some text reads on, with the shop’s ink or white where the editors’ text clashes',
    (background, text) => {
      const colours = readableColours({ text, background }, PAGE_COLOURS);
      const best = Math.max(
        contrastRatio(PAGE_COLOURS.text, background),
        contrastRatio('#ffffff', background),
      );
      if (best >= MIN_TEXT_CONTRAST) expect(colours?.background).toBe(background);
      if (text === '' || contrastRatio(text, background) < MIN_TEXT_CONTRAST) {
        expect([PAGE_COLOURS.text, '#ffffff', undefined]).toContain(colours?.text);
      }
    },
  );

  test.prop([hexColour])('reads both ways alike, from 1 to 21', (colour) => {
    expect(contrastRatio(colour, colour)).toBeCloseTo(1);
    expect(contrastRatio(colour, '#000000')).toBeCloseTo(contrastRatio('#000000', colour));
    expect(contrastRatio(colour, '#000000')).toBeLessThanOrEqual(21);
  });

  it('reads #rgb and any case, and nothing that is not a hex colour', () => {
    expect(parseHexColour(' #FfF ')).toBe('#ffffff');
    expect(parseHexColour('#2F3B2F')).toBe('#2f3b2f');
    expect(parseHexColour('white')).toBeUndefined();
    expect(parseHexColour('#2f3b2f; background: url(x)')).toBeUndefined();
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('drops a background no text reads on, and a text colour alone that does not read', () => {
    // Mid grey: the shop's ink gives 3.8, white 4.5 – just short.
    expect(
      readableColours({ text: '#ffffff', background: '#777777' }, PAGE_COLOURS),
    ).toBeUndefined();
    expect(readableColours({ text: '#ffff00', background: '' }, PAGE_COLOURS)).toBeUndefined();
    expect(readableColours({ text: '#2f3b2f', background: '' }, PAGE_COLOURS)).toEqual({
      text: '#2f3b2f',
      background: PAGE_COLOURS.background,
    });
    expect(readableColours({ text: '#ffff00', background: '#ffffff' }, PAGE_COLOURS)).toEqual({
      text: PAGE_COLOURS.text,
      background: '#ffffff',
    });
    expect(readableColours({ text: '', background: '' }, PAGE_COLOURS)).toBeUndefined();
  });
});
