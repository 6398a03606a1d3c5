import type { Sources } from './third-party-sources';

export interface PolicyOptions {
  /** This answer's nonce: the page's own scripts carry it. */
  readonly nonce: string;
  readonly sources: Sources;
  /** Who may frame the page besides the shop: the content service's editor, in its preview. */
  readonly framedBy?: string | undefined;
  /** The public origin is https: anything asked over http is asked over https instead. */
  readonly https: boolean;
}

/**
 * The page's Content-Security-Policy (docs/operations.md#security-headers), a "strict CSP": a
 * script runs only if it carries this answer's nonce or was added by one that did
 * (`'strict-dynamic'`), so markup slipped into a page cannot run script, and no `'unsafe-inline'`
 * for scripts. `'self'` and the third parties' origins stand beside the nonce for browsers that
 * do not know `'strict-dynamic'` (those that do ignore them). Styles allow
 * inline ones: React and the extracted styles set `style` attributes (decision 0100). Everything
 * else — pictures, calls, frames, fonts — comes from the shop or the run mode's third parties.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const { sources } = options;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...sources.script],
    ['style-src', "'self'", "'unsafe-inline'", ...sources.style],
    ['img-src', "'self'", 'data:', 'blob:', ...sources.img],
    ['media-src', "'self'", 'blob:', ...sources.media],
    ['font-src', "'self'", ...sources.font],
    ['connect-src', "'self'", ...sources.connect],
    ['frame-src', "'self'", ...sources.frame],
    ['worker-src', "'self'", ...sources.worker],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...sources.formAction],
    ['frame-ancestors', "'self'", ...(options.framedBy ? [options.framedBy] : [])],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
