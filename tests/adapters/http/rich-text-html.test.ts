import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { richTextToHtml } from '@/adapters/http/rich-text-html';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

const text = (value: string, marks?: readonly Record<string, unknown>[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

const doc = (...content: readonly Record<string, unknown>[]) => ({ type: 'doc', content });

const aboutGlaze = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('Glaze')] },
  {
    type: 'paragraph',
    content: [
      text('Fired '),
      text('twice', [{ type: 'bold' }]),
      text(' in Höganäs', [
        { type: 'link', attrs: { href: 'https://example.com', linktype: 'url' } },
      ]),
    ],
  },
  {
    type: 'bullet_list',
    content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [text('Sand')] }] }],
  },
);

describe('richTextToHtml (content service rich text, docs/product.md#content-blocks)', () => {
  it("writes a rich-text document as HTML with Storyblok's resolver", () => {
    const html = richTextToHtml(aboutGlaze);
    expect(html).toContain('<h2>Glaze</h2>');
    expect(html).toContain('<strong>twice</strong>');
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com"[^>]*> in Höganäs<\/a>/);
    expect(html).toContain('<ul><li><p>Sand</p></li></ul>');
  });

  it('writes a link to a story as its path from the root, the anchor kept', () => {
    const story = (attrs: Record<string, unknown>, label: string) =>
      text(label, [{ type: 'link', attrs: { linktype: 'story', uuid: 'u-1', ...attrs } }]);
    const html = richTextToHtml(
      doc({
        type: 'paragraph',
        content: [
          story({ href: 'sv/om-oss', anchor: 'verkstaden' }, 'Verkstaden'),
          story({ href: '/sv/om-oss' }, 'Om oss'),
          story({ href: '', story: { full_slug: 'en/about-us' } }, 'About'),
        ],
      }),
    );
    expect(html).toMatch(/<a [^>]*href="\/sv\/om-oss#verkstaden"[^>]*>Verkstaden<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/sv\/om-oss"[^>]*>Om oss<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/en\/about-us"[^>]*>About<\/a>/);
  });

  it('escapes text, so editors cannot write markup as text', () => {
    expect(richTextToHtml(doc({ type: 'paragraph', content: [text('<script>x</script>')] }))).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('reads an emptied field as no text, and leaves blocks embedded in the text out', () => {
    expect(richTextToHtml(doc({ type: 'paragraph' }))).toBe('');
    expect(richTextToHtml(doc({ type: 'blok', attrs: { body: [{ component: 'hero' }] } }))).toBe(
      '',
    );
  });

  it('keeps strings, numbers, links and assets as they are', () => {
    const blok = {
      _uid: 'b',
      component: 'image_text',
      headline: 'Workshop',
      level: 2,
      text: '<p>Already HTML</p>',
      link: { linktype: 'story', cached_url: 'sv/om-oss' },
      image: { filename: '/a.svg', alt: 'A' },
    };
    expect(richTextToHtml(blok)).toEqual(blok);
  });
});

describe('HttpContentGateway page with rich text', () => {
  let server: ScriptedServer;

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('gives the UI rich-text fields as HTML strings, in nested blocks too', async () => {
    server.answer(
      json(200, {
        story: {
          id: 9,
          uuid: 'uuid-9',
          name: 'About',
          slug: 'about',
          full_slug: 'en/about',
          content: {
            _uid: 'page',
            component: 'page',
            body: [
              { _uid: 't', component: 'text_block', text: aboutGlaze },
              {
                _uid: 'a',
                component: 'accordion',
                items: [
                  {
                    _uid: 'i',
                    component: 'accordion_item',
                    title: 'Care',
                    text: doc({ type: 'paragraph', content: [text('Dishwasher safe.')] }),
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    const gateway = new HttpContentGateway(
      createContentClient({ proxyBase: `${server.base}/api/storyblok-proxy` }),
      { isPreview: false },
    );
    const story = await gateway.page('en', 'about');
    const [textBlock, accordion] = story.content.body as readonly Record<string, unknown>[];
    expect(textBlock?.text).toEqual(expect.stringContaining('<strong>twice</strong>'));
    const [item] = accordion?.items as readonly Record<string, unknown>[];
    expect(item?.text).toBe('<p>Dishwasher safe.</p>');
    expect(item?.title).toBe('Care');
  });
});
