import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetField } from '@/domain/content/blok-fields';
import { SanitizedHtmlStore } from '@/application/content/sanitized-html.store';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { RichText } from '@/ui/shared/content/rich-text';
import { seedShop } from '@/adapters/memory/seed/shop.seed';
import {
  HOSTILE_NOTICE_COUNT,
  HOSTILE_PAGE_SLUG,
  hostileContentOverlay,
} from '../../support/hostile-content';
import { sanitizeNoticeHtml, sanitizeRichText } from '../../support/sanitize';
import { HTML_VECTORS, URL_VECTORS, XSS_VECTORS } from '../../support/xss-vectors';

/** What the sanitizers may leave: their allow-lists, and nothing that loads or runs. */
const NOTICE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p', 'small'];
const RICH_TAGS = [...NOTICE_TAGS, 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote'];
const ATTRIBUTES = ['href', 'target', 'rel', 'title'];
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * Every way the markup could still run something once the browser parses it (a second time,
 * too: `innerHTML` here is the parse the page does): tags and attributes outside the
 * allow-list, event handlers, styles, and links whose address a browser reads with another
 * scheme than http(s), mailto or tel.
 */
function dangers(root: Element, tags: readonly string[]): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!tags.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!ATTRIBUTES.includes(name)) found.push(`${tag}[${name}]`);
      if (name === 'href') {
        const scheme = SCHEME.exec(value.replace(/[\t\n\r]/g, '').trim())?.[1]?.toLowerCase();
        const read = (element as HTMLAnchorElement).protocol.replace(':', '');
        if (scheme !== undefined && !LINK_SCHEMES.includes(scheme)) found.push(`href ${value}`);
        if (read !== '' && !LINK_SCHEMES.includes(read)) found.push(`href read as ${read}:`);
      }
    }
    if (
      element.getAttribute('target') === '_blank' &&
      !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')
    ) {
      found.push('target=_blank without noopener');
    }
  }
  return found;
}

/** How the page reads an address: its protocol, relative to a page of the shop. */
const read = (address: string) => new URL(address, 'https://shop.example/se/').protocol;

function parsed(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('hostile CMS content through the sanitizers', () => {
  it('tries at least 50 vectors, each numbered once', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_VECTORS.map((vector) => vector.id)).size).toBe(XSS_VECTORS.length);
    for (const vector of XSS_VECTORS) {
      const text = vector.html ?? vector.url ?? '';
      const encoded = /base64,([A-Za-z\d+/=]+)/.exec(text)?.[1];
      expect(`${text} ${encoded ? atob(encoded) : ''}`).toContain(`__xss(${vector.id})`);
    }
  });

  it.each(HTML_VECTORS)(
    'a notice keeps nothing that runs of vector $id ($category)',
    async (vector) => {
      const html = await sanitizeNoticeHtml(vector.html ?? '');
      expect(dangers(parsed(html), NOTICE_TAGS)).toEqual([]);
      expect(dangers(parsed(await sanitizeNoticeHtml(html)), NOTICE_TAGS)).toEqual([]);
    },
  );

  it.each(HTML_VECTORS)(
    'rich text keeps nothing that runs of vector $id ($category)',
    async (vector) => {
      // As a page shows it: prepared by the page's loader, then rendered.
      const shop = await createContainer({ adapters: 'memory' }, { platform: 'headless' });
      await shop.get(SanitizedHtmlStore).prepare('rich-text', [vector.html ?? '']);
      const { container } = render(
        <ContainerProvider resolver={shop}>
          <RichText value={vector.html ?? ''} />
        </ContainerProvider>,
      );
      expect(dangers(container, ['div', ...RICH_TAGS])).toEqual([]);
      expect(dangers(parsed(await sanitizeRichText(container.innerHTML)), RICH_TAGS)).toEqual([]);
    },
  );

  it.each(URL_VECTORS)('a link in HTML to vector $id ($category) is plain text', async (vector) => {
    const html = `<a href="${(vector.url ?? '').replace(/"/g, '&quot;')}">shop</a>`;
    for (const clean of [await sanitizeNoticeHtml(html), await sanitizeRichText(html)]) {
      expect(dangers(parsed(clean), RICH_TAGS)).toEqual([]);
      expect(parsed(clean).textContent).toBe('shop');
    }
  });

  it.each(URL_VECTORS)('a picture from vector $id ($category) is not shown', (vector) => {
    const blok = { _uid: 'b', component: 'image', image: { filename: vector.url, alt: 'x' } };
    const image = assetField(blok, 'image');
    if (image !== undefined) expect(['http:', 'https:']).toContain(read(image.filename));
    const { container } = render(
      <ContentPicture
        image={{ filename: vector.url ?? '', alt: 'x' }}
        sizes="100vw"
        width={1}
        height={1}
      />,
    );
    const src = container.querySelector('img')?.getAttribute('src');
    if (src != null) expect(['http:', 'https:']).toContain(read(src));
  });

  it('keeps safe links, opens new tabs without the opener, and drops other targets', async () => {
    const html = [
      '<a href="https://lera.shop/a" target="_blank">a</a>',
      '<a href="/se/om-oss" target="_top">b</a>',
      '<a href="mailto:kund@lera.shop" rel="opener">c</a>',
      '<a href="tel:+4640123">d</a>',
      '<a href="javascript:alert(1)" target="_blank">e</a>',
      '<a href="sms:+4640123">f</a>',
      '<a href="ftp://files.example">g</a>',
    ].join('');
    const root = parsed(await sanitizeNoticeHtml(html));
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://lera.shop/a',
      '/se/om-oss',
      'mailto:kund@lera.shop',
      'tel:+4640123',
      null,
      null,
      null,
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.hasAttribute('target')).toBe(false);
    expect(links[4]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.textContent).toBe('abcdefg');
    expect(await sanitizeRichText('<p><a href="https://x.se" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://x.se" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});

describe('the hostile content planted for the browser journey (tests/e2e/hostile-content)', () => {
  it('puts every vector into notices, text blocks, buttons, the main menu and the footer', () => {
    const seeded = seedShop({ startedAt: 0 }).content;
    const overlay = hostileContentOverlay(seeded);
    const notices = overlay.notices?.sv ?? [];
    expect(notices).toHaveLength(HOSTILE_NOTICE_COUNT);
    for (const vector of HTML_VECTORS) {
      expect(notices.some((notice) => notice.html.includes(vector.html ?? '-'))).toBe(true);
    }
    const pages = overlay.pages?.sv ?? [];
    for (const slug of ['', HOSTILE_PAGE_SLUG]) {
      const page = pages.find((story) => story.fullSlug === `sv/${slug}`);
      const body = JSON.stringify(page?.content.body);
      for (const vector of XSS_VECTORS) {
        expect(body).toContain(JSON.stringify(vector.html ?? vector.url).slice(1, -1));
      }
    }
    const main = overlay.menus?.sv?.['main-menu']?.items.at(-1);
    expect(main?.children.map((item) => item.link.url)).toEqual(URL_VECTORS.map((v) => v.url));
    const footerMenu = overlay.footer?.sv?.menus.at(-1);
    expect(footerMenu?.items.map((item) => item.link.url)).toEqual(URL_VECTORS.map((v) => v.url));
  });
});
