/** A built stylesheet and the class names it styles. */
export interface Stylesheet {
  readonly href: string;
  readonly classes: ReadonlySet<string>;
}

/** The class names a stylesheet's selectors name. */
export function stylesheetOf(href: string, css: string): Stylesheet {
  const withoutBlocks = css.replace(/\{[^{}]*\}/g, '{}');
  const classes = new Set([...withoutBlocks.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
  return { href, classes };
}

/**
 * The stylesheets a page's markup needs: each one styling a class the markup uses. Each lazy
 * chunk of the build has its own stylesheet; linking just these lets a page paint styled before
 * its scripts run, without the styles of every other page.
 */
export function usedStylesheets(html: string, sheets: readonly Stylesheet[]): Stylesheet[] {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/)) if (name) used.add(name);
  }
  return sheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
}
