import { describe, expect, it } from 'vitest';
import { DEMO_STARTED_AT, withDemoStart } from '@/server/demo-start';
import { renderPage, type RenderedPage } from '@/server/render-page';

const SHOP = 'http://shop.test';

async function render(path: string): Promise<RenderedPage> {
  return renderPage(new Request(`${SHOP}${path}`), { settings: {}, origin: SHOP });
}

/** The page's text as a reader without scripts gets it: tags dropped, spaces folded. */
function textOf(page: RenderedPage): string {
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.status} redirect`);
  const body = page.html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

// The server-rendered page on the memory fakes: what a shopper reads before any script runs.
describe('renderPage', () => {
  it('renders a category page with its heading, title and the products with prices', async () => {
    const page = await render('/se-en/servering/tallrikar');
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    expect(page.kind === 'page' && page.html).toContain('<title>Plates | Lera</title>');
    const text = textOf(page);
    expect(text).toContain('Plates');
    expect(text).toMatch(/Dinner plate 27 cm, Sand 244 kr/);
    expect(text).toMatch(/Deep plate 23 cm, Earth 299 kr/);
  }, 30_000);

  it('renders a product page with its price and buy button', async () => {
    const text = textOf(await render('/se-en/middagstallrik-sand'));
    expect(text).toContain('Dinner plate 27 cm');
    expect(text).toMatch(/244 kr/);
    expect(text).toMatch(/Add to cart/);
  }, 30_000);

  it.each([
    ['search page', '/se-en/search?q=plate'],
    ['hyphenated search path', '/se-en/search-plates?q=plate'],
  ])(
    'renders the %s with its results, so they show before any script runs',
    async (_, path) => {
      const text = textOf(await render(path));
      // The heading, the page's own search field (its button), and the count.
      expect(text).toContain('Search results “plate” Search 3 products');
      expect(text).toMatch(/Dinner plate 27 cm, Sand 244 kr/);
    },
    30_000,
  );

  it.each([
    [
      '/se-en/middagstallrik-sand',
      /About the product Material Stoneware, lead-free glaze Care Dishwasher/,
    ],
    [
      '/se/middagstallrik-sand',
      /Om produkten Material Stengods, blyfri glasyr Skötsel Tål diskmaskin/,
    ],
  ])(
    'renders the base product information of %s in the HTML, ahead of any script',
    async (path, information) => {
      const page = await render(path);
      if (page.kind !== 'page') throw new Error('expected a page');
      expect(textOf(page)).toMatch(information);
      const at = page.html.search(/<h2[^>]*>(About the product|Om produkten)<\/h2>/);
      expect(at).toBeGreaterThan(0);
      // Only the page's structured data comes before it: no script that would have to run.
      expect(page.html.slice(0, at)).not.toMatch(/<script(?! type="application\/ld\+json")/);
      // The browser's first render replays the one list call rather than asking again.
      const language = path.startsWith('/se-en') ? 'en' : 'sv';
      expect(Object.keys(page.firstScreen.answers)).toEqual(
        expect.arrayContaining([
          `content.baseProductInformation["${language}",["LERA-MIDDAGSTALLRIK"]]`,
          `content.sizeGuideNames["${language}"]`,
        ]),
      );
    },
    30_000,
  );

  it.each(['/se-en/search?q=plate', '/se-en/servering', '/se/search-tallrik?q=tallrik'])(
    'carries the filter metadata that names the facets of %s, so the browser asks nothing',
    async (path) => {
      const page = await render(path);
      if (page.kind !== 'page') throw new Error('expected a page');
      expect(Object.keys(page.firstScreen.answers)).toContain('catalogue.filterMetadata[]');
    },
    30_000,
  );

  it('asks what to look for on the search page without a query, and searches nothing', async () => {
    const page = await render('/se-en/search?q=');
    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.html).toMatch(/<h1[^>]*>What are you looking for\?<\/h1>/);
    expect(page.html).not.toContain('&quot;&quot;');
    const form = /<form role="search"[^>]*>/.exec(page.html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/se-en/search"');
    expect(
      Object.keys(page.firstScreen.answers).filter((key) => key.startsWith('search.')),
    ).toEqual([]);
  }, 30_000);

  it('answers a query that names a page with a redirect there', async () => {
    const page = await render('/se/search?q=kontakt');
    expect(page).toMatchObject({ kind: 'redirect', location: '/se/kontakt' });
  }, 30_000);

  it.each([
    ['home', '/se', 'hero-table.jpg'],
    ['category', '/se-en/servering/tallrikar', 'middagstallrik-sand.jpg'],
    ['product', '/se-en/middagstallrik-sand', 'middagstallrik-sand.jpg'],
  ])(
    'gives the %s page one high-priority picture, preloaded ahead of the markup',
    async (_, path, picture) => {
      const page = await render(path);
      if (page.kind !== 'page') throw new Error('expected a page');
      const high = page.html.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? [];
      expect(high).toHaveLength(1);
      const srcSet = /srcSet="([^"]*)"/.exec(high[0]!)?.[1];
      expect(srcSet).toContain(picture);
      // React puts the preloads before the page's markup; PageDocument moves them into the head.
      const preload =
        /^(?:<[^>]*>)*?(<link rel="preload" as="image" fetchPriority="high"[^>]*>)/.exec(
          page.html,
        )?.[1];
      expect(preload).toContain(`imageSrcSet="${srcSet}"`);
    },
    30_000,
  );

  it('keeps each request to its own market when two render at once', async () => {
    const [sweden, britain] = await Promise.all([
      render('/se-en/servering/tallrikar'),
      render('/gb/servering/tallrikar'),
    ]);
    expect(textOf(sweden)).toMatch(/Dinner plate 27 cm, Sand 244 kr/);
    expect(textOf(sweden)).not.toContain('£');
    expect(textOf(britain)).toMatch(/Dinner plate 27 cm, Sand £\s?[\d.]+/);
    expect(textOf(britain)).not.toContain(' kr');
  }, 30_000);

  it('hands the page the shared data it rendered from, and nothing of a visitor', async () => {
    const page = await render('/se-en/middagstallrik-sand');
    if (page.kind !== 'page') throw new Error('expected a page');
    const { answers, renderedAt, settings } = page.firstScreen;
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining([
        'market.markets[]',
        'content.translations["en"]',
        'route.route["middagstallrik-sand",{"country":"se","language":"en"}]',
        'catalogue.productByUri["middagstallrik-sand"]',
      ]),
    );
    expect(Object.keys(answers).filter((key) => /^(cart|account|marketing)\./.test(key))).toEqual(
      [],
    );
    expect(JSON.parse(JSON.stringify(answers))).toEqual(answers);
    expect(renderedAt).toBeGreaterThan(0);
    expect(settings).toEqual({ VITE_SHOP_ORIGIN: SHOP });
  }, 30_000);

  it('answers an unknown page with 404 and the not-found page', async () => {
    const page = await render('/se-en/no-such-page');
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(textOf(page)).toMatch(/could not be found/i);
  }, 30_000);

  // docs/product.md#error-page: the editors' 404 story, whole, before any script runs.
  it.each([
    ['/se-en/no-such-page', 'Nothing on this shelf', 'A stack of plates', 'Go to the home page'],
    ['/se/finns-inte', 'Här var det tomt', 'En trave tallrikar', 'Till startsidan'],
  ])(
    'renders %s as the 404 story: hero, popular products, SEO meta',
    async (path, ...words) => {
      const page = await render(path);
      if (page.kind !== 'page') throw new Error('expected a page');
      const [headline, alt, button] = words;
      expect(page.html).toMatch(new RegExp(`<h2[^>]*>${headline}</h2>`));
      expect(page.html).toMatch(
        new RegExp(`<img [^>]*src="/media/content/plates.jpg/m/[^"]+webp\\)"[^>]*alt="${alt}"`),
      );
      expect(textOf(page)).toContain(button);
      expect(page.html).toMatch(/<meta name="description" content="[^"]*Höganäs[^"]*"\/>/);
      // The body's popular products, with their prices.
      expect(textOf(page)).toMatch(/(Perhaps one of these|Kanske något av det här)\?( [^ ]+)+ kr/);
    },
    30_000,
  );

  it('answers the bare address with a redirect to the default site', async () => {
    const page = await render('/');
    expect(page).toMatchObject({ kind: 'redirect', location: expect.stringMatching(/\/se\b/) });
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
  }, 30_000);
});

describe('the demo shop started once per server', () => {
  const countdownOf = (page: RenderedPage) =>
    /Live from the workshop in (\d{2}:\d{2}:\d{2})/.exec(textOf(page))?.[1];
  const startedAt = Date.parse('2026-11-26T10:00:00Z');
  const renderAt = (now: number) =>
    renderPage(new Request(`${SHOP}/se-en`), {
      settings: withDemoStart({}, startedAt),
      origin: SHOP,
      now,
    });

  it('counts every render down to the same show, so a reload does not restart it', async () => {
    expect(countdownOf(await renderAt(startedAt + 60_000))).toBe('00:04:00');
    expect(countdownOf(await renderAt(startedAt + 180_000))).toBe('00:02:00');
  }, 30_000);

  it('keeps a start the settings give, and hands it to the browser with the page', async () => {
    expect(withDemoStart({ VITE_SHOP_DEMO_STARTED_AT: '5' }, 9)).toEqual({
      VITE_SHOP_DEMO_STARTED_AT: '5',
    });
    const page = await renderAt(startedAt);
    expect(page.kind === 'page' && page.firstScreen.settings[DEMO_STARTED_AT]).toBe(
      String(startedAt),
    );
  }, 30_000);
});
