import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppShell } from '@/ui/app/app-shell';
import { colors, fonts } from '@/ui/styles/tokens';

const indexHtml = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const tight = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('the app shell', () => {
  it('is in index.html as the router shows it, so the one replaces the other unseen', () => {
    const root = /<!--page-->([\s\S]*?)<!--\/page-->/.exec(indexHtml)?.[1] ?? '';
    expect(tight(root)).toBe(renderToStaticMarkup(<AppShell />));
  });

  it('is styled in index.html with the shop layout colours and type', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1] ?? '';
    expect(style).toContain(`background: ${colors.paper}`);
    expect(style).toContain(`color: ${colors.ink}`);
    expect(style).toContain(`border-bottom: 1px solid ${colors.line}`);
    expect(style).toContain(`font-family: ${fonts.body}`);
  });
});
