import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Breakpoint, breakpoints, media } from '@/ui/styles/breakpoints';

/** Every style source of the views, to see which breakpoints they use. */
function styleSources(folder: string): readonly string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleSources(path);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the style breakpoints (docs/product.md#constants-and-limits: 620, 768, 1024, 1360, 1920px)', () => {
  const names = Object.keys(breakpoints) as Breakpoint[];

  it('hold the five widths, widest last', () => {
    expect(names.map((name) => breakpoints[name])).toEqual([620, 768, 1024, 1360, 1920]);
  });

  it('each have a min-width rule for the styles', () => {
    for (const name of names) {
      expect(media[name as keyof typeof media]).toBe(`@media (min-width: ${breakpoints[name]}px)`);
    }
  });

  it('are each used by some view', () => {
    const sources = styleSources(join(import.meta.dirname, '../../../src/ui')).join('\n');
    for (const name of names) expect(sources).toMatch(new RegExp(`media\\.${name}\\b`));
  });
});
