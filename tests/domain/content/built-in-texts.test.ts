import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import { INVALID_EMAIL_TITLE } from '@/application/marketing/newsletter.store';
import { DEFAULT_TOAST_TITLES } from '@/application/shared/notification.store';
import { BUILT_IN_TEXTS } from '@/domain/content/built-in-texts';
import { SOCIAL_PLATFORMS } from '@/domain/content/footer';
import { textsIn } from '@/domain/content/text-table';
import { LANGUAGES } from '@/domain/site/site';

/**
 * The files that say what the chrome and the error page show: the layout's header, footer,
 * newsletter popup, invitations and toasts, and the newsletter's toasts.
 */
const CHROME_FILES = [
  'ui/site/error-page.tsx',
  'ui/site/header/header.tsx',
  'ui/site/header/header-actions.tsx',
  'ui/site/header/desktop-menu.tsx',
  'ui/site/header/desktop-submenu.tsx',
  'ui/site/header/mobile-sidebar.tsx',
  'ui/site/header/market-selector.tsx',
  'ui/site/header/notice-bar.tsx',
  'ui/site/footer/footer.tsx',
  'ui/site/header/account-dropdown.tsx',
  'ui/marketing/live-shopping/live-shopping-countdown.tsx',
  'ui/marketing/newsletter-banner.tsx',
  'ui/marketing/newsletter-form.tsx',
  'ui/marketing/membership-modal.tsx',
  'ui/consent/consent-prompt.tsx',
  'ui/shared/toasts.tsx',
  'ui/shared/page-loading-bar.tsx',
  'application/marketing/newsletter.store.ts',
];

/** A key as the code writes it: capitalised words joined by underscores, in quotes. */
const QUOTED_KEY = /['"`]([A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)['"`]/g;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the built-in texts of the chrome and the error page (docs/product.md#translations)', () => {
  it('are what the seeded content service serves, word for word', () => {
    for (const language of LANGUAGES) {
      const builtIn = Object.entries(textsIn(BUILT_IN_TEXTS, language));
      const served = builtIn.map(([key]) => [key, seededTranslations[language][key]]);
      expect(served, language).toEqual(builtIn);
    }
  });

  it('have every key in both languages, none blank, with the same placeholders', () => {
    const [sv, en] = [textsIn(BUILT_IN_TEXTS, 'sv'), textsIn(BUILT_IN_TEXTS, 'en')];
    expect(Object.keys(en)).toEqual(Object.keys(sv));
    for (const [key, text] of Object.entries(sv)) {
      expect(text.trim(), `sv ${key}`).not.toBe('');
      expect(en[key]?.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('cover every key the chrome and the error page ask for', () => {
    const root = join(__dirname, '../../../src');
    const named = CHROME_FILES.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(QUOTED_KEY)].map((match) => match[1]),
    );
    const computed = [
      ...Object.values(DEFAULT_TOAST_TITLES),
      INVALID_EMAIL_TITLE,
      ...LANGUAGES.map((language) => `Language_Name_${language}`),
      ...SOCIAL_PLATFORMS.map((platform) => `Social_${platform}`),
    ];
    expect(named).toContain('Skip_To_Content');
    expect(named).toContain('SUBSCRIBE_NEWSLETTER');
    const missing = [...named, ...computed].filter((key) => !Object.hasOwn(BUILT_IN_TEXTS, key!));
    expect(missing).toEqual([]);
  });
});
