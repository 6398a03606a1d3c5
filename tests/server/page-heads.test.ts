import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SharedDataCache } from '@/composition/shared-data/shared-data-cache';
import { clientBuild } from '../support/client-build';
import { SHOP, testShopServer } from '../support/shop-server';

/** The head the shop's own index.html gives every page: the app shell's title and description. */
const SHELL_HEAD = /<head>([\s\S]*?)<\/head>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';

/** How often each head element a crawler or a link preview reads occurs in `html`'s head. */
function headCounts(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const count = (pattern: RegExp) => head.match(pattern)?.length ?? 0;
  const languages = [...head.matchAll(/rel="alternate" hrefLang="([^"]+)"/gi)].map(
    ([, language]) => language,
  );
  return {
    titles: count(/<title>/g),
    descriptions: count(/<meta name="description"/g),
    canonicals: count(/<link rel="canonical"/g),
    alternates: languages.length,
    distinctAlternates: new Set(languages).size,
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
  };
}

/** The shell's description, which a rendered page must not carry beside its own. */
const SHELL_DESCRIPTION = /<meta name="description" content="([^"]*)"/.exec(SHELL_HEAD)?.[1];

describe('one head per page (docs/architecture.md#server-rendering)', () => {
  // A cold render on a busy machine may pass the production limit and answer the shell.
  const { get } = testShopServer({ clientDir: clientBuild(SHELL_HEAD), renderTimeLimitMs: 60_000 });

  it('starts from a template whose shell has a title and a description of its own', () => {
    expect(SHELL_HEAD).toContain('<title>');
    expect(SHELL_DESCRIPTION).toBeTruthy();
  });

  it.each([
    ['home', '/se', true],
    ['category', '/se/servering/tallrikar', true],
    ['product', '/se/middagstallrik-sand', true],
    ['search', '/se/search?q=tallrik', false],
    ['content', '/se/om-oss', true],
    ['not found', '/se/finns-inte-alls', false],
    ['checkout', '/se/checkout', false],
    ['wishlist', '/se/wishlist', false],
    ['login', '/se/account/login', false],
    ['account', '/se/account', false],
  ])(
    'a rendered %s page carries one title and one description, its own',
    async (_, path, indexed) => {
      const answer = await get(path);
      const html = await answer.text();
      expect(html, 'a rendered page, not the shell').not.toContain('id="shell-start"');
      const counts = headCounts(html);
      expect(counts).toMatchObject({ titles: 1, descriptions: 1 });
      expect(counts.description).not.toBe(SHELL_DESCRIPTION);
      expect(counts.alternates).toBe(counts.distinctAlternates);
      if (indexed) expect(counts.canonicals).toBe(1);
      else expect(counts.canonicals).toBeLessThanOrEqual(1);
    },
    60_000,
  );

  describe('the app shell a failed render answers', () => {
    beforeAll(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
    afterAll(() => vi.restoreAllMocks());

    it('keeps the template’s own title and description', async () => {
      const cache = new SharedDataCache(60_000);
      cache.wrap = () => {
        throw new Error('the process cache broke');
      };
      const failing = testShopServer({
        clientDir: clientBuild(SHELL_HEAD),
        settings: { VITE_SHOP_ORIGIN: SHOP },
        cache,
      });
      const answer = await failing.get('/se');
      expect(answer.status).toBe(500);
      const counts = headCounts(await answer.text());
      expect(counts).toMatchObject({ titles: 1, descriptions: 1, canonicals: 0 });
      expect(counts.description).toBe(SHELL_DESCRIPTION);
    }, 30_000);
  });
});
