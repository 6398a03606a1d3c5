import { firstScreenScript, type FirstScreen } from '@/composition/first-screen/first-screen';
import { withNonce } from './security/nonce-placeholder';
import { inlineStylesheet, usedStylesheets, type Stylesheet } from './used-stylesheets';

const ROOT = /<div id="root">\s*<!--page-->[\s\S]*?<!--\/page-->\s*<\/div>/;
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
/** What React streams ahead of the page: its `<title>`, `<meta>` and preload `<link>`s. */
const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;
/** The build's stylesheet links in the template. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin(?:="")? href="([^"]+)"[^>]*>/g;

/**
 * The built `index.html` turned into a server-rendered page (docs/architecture.md#server-rendering):
 * the page's markup in place of the app shell, the tags React put ahead of it moved into the
 * head, the stylesheets its markup uses written there (`inlineStylesheet`), its first screen
 * beside the root for the browser's first render, and the answer's nonce on the template's
 * scripts — only the template's: the page's markup is never searched for a placeholder.
 */
export class PageDocument {
  constructor(
    private readonly template: string,
    private readonly stylesheets: readonly Stylesheet[],
  ) {
    if (!ROOT.test(template)) {
      throw new Error('The page template has no <div id="root"> with <!--page--> markers');
    }
  }

  render(page: { readonly html: string; readonly firstScreen: FirstScreen }, nonce = ''): string {
    const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
    const body = page.html.slice(headTags.length);
    const links = usedStylesheets(body, this.stylesheets)
      .filter((sheet) => !this.template.includes(`href="${sheet.href}"`))
      .map(inlineStylesheet)
      .join('');
    // The template's title and description are the app shell's: a page with its own drops
    // them, so a crawler or a link preview finds one of each, the page's.
    const ownTitle = TEMPLATE_TITLE.test(headTags);
    const template = DESCRIPTION.test(headTags)
      ? this.template.replace(DESCRIPTION, '')
      : this.template;
    return withNonce(template, nonce)
      .replace(STYLESHEET_LINK, (link, href: string) => {
        const sheet = this.stylesheets.find((known) => known.href === href);
        return sheet ? inlineStylesheet(sheet) : link;
      })
      .replace(TEMPLATE_TITLE, (title) => `${headTags}${ownTitle ? '' : title}`)
      .replace('</head>', `${links}</head>`)
      .replace(ROOT, () => `<div id="root">${body}</div>${firstScreenScript(page.firstScreen)}`);
  }
}
