import { describe, expect, it } from 'vitest';
import { PageDocument } from '@/server/page-document';
import { stylesheetOf } from '@/server/used-stylesheets';

const TEMPLATE =
  '<html><head><title>Lera</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/core.css"></head>' +
  '<body><div id="root"><!--page--><!--/page--></div></body></html>';

const sheets = [
  stylesheetOf('/assets/core.css', 'body{margin:0}'),
  stylesheetOf('/assets/card.css', '.card_x{display:grid}'),
  stylesheetOf('/assets/cart.css', '.cart_y{color:red}</style><script>'),
];
const firstScreen = { settings: {}, status: 200, renderedAt: 0, answers: {} };

describe('PageDocument', () => {
  const document = new PageDocument(TEMPLATE, sheets);
  const html = document.render({ html: '<article class="card_x">Plate</article>', firstScreen });

  it('writes the styles the page uses into its head, so it paints without waiting for them', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain('<style>.card_x{display:grid}</style>');
    expect(head).not.toContain('.cart_y');
  });

  it('leaves each inlined sheet a disabled link, which the loader finds and no browser fetches', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/core.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card.css" disabled>');
    expect(html).not.toMatch(/href="\/assets\/core\.css">/);
  });

  it('never lets a sheet’s text close its style element', () => {
    const cart = document.render({ html: '<div class="cart_y"></div>', firstScreen });
    expect(cart).toContain('<style>.cart_y{color:red}<\\/style><script>');
    expect(cart).not.toContain('</style><script>');
  });

  it('keeps one description: the page’s own in place of the shop’s, the shop’s when it has none', () => {
    const shop = '<meta name="description" content="Handmade ceramics."/>';
    const withDescription = new PageDocument(TEMPLATE.replace('<title>', `${shop}<title>`), sheets);
    const own = withDescription.render({
      html: '<meta name="description" content="Nothing on this shelf."/><main></main>',
      firstScreen,
    });
    expect(own.match(/<meta name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="Nothing on this shelf."/>',
    ]);
    const plain = withDescription.render({ html: '<main></main>', firstScreen });
    expect(plain.match(/<meta name="description"[^>]*>/g)).toEqual([shop]);
  });

  it('keeps one title: the page’s own in place of the shop’s, the shop’s when it has none', () => {
    const own = document.render({ html: '<title>Plates | Lera</title><main></main>', firstScreen });
    expect(own.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Plates | Lera</title>']);
    const plain = document.render({ html: '<main></main>', firstScreen });
    expect(plain.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Lera</title>']);
  });
});
