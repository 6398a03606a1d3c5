import type { Notice } from '@/domain/content/notice';
import type { Language } from '@/domain/site/site';
import { inLanguage, type Both } from './seed-helpers';

type SeedNotice = readonly [html: Both, enabled: string, position: string, background: string];

const NOTICES: readonly SeedNotice[] = [
  [
    ['Fri frakt över <strong>800 kr</strong>', 'Free delivery over <strong>800 SEK</strong>'],
    '1',
    'top',
    '#2f3b2f',
  ],
  [
    [
      'Handgjort i Höganäs – <a href="/se/om-oss">möt keramikerna</a>',
      'Handmade in Höganäs – <a href="/se-en/about-us">meet the potters</a>',
    ],
    '1',
    'bottom',
    '#8a5a3c',
  ],
  [['Julstängt 24–26 december', 'Closed for Christmas 24–26 December'], '0', 'top', '#6b1e1e'],
];

/**
 * docs/product.md#notices: two switched on — one above the header, one under it — and one
 * switched off (`enabled` `'0'`).
 */
export function notices(language: Language): readonly Notice[] {
  return NOTICES.map(([html, enabled, position, background], index) => ({
    uid: `notice-${language}-${index + 1}`,
    html: inLanguage(language, html),
    position,
    backgroundColor: background,
    fontColor: '#ffffff',
    textAlignment: 'center',
    enabled,
  }));
}
