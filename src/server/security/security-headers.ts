import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isPreview } from '@/domain/site/preview-site';
import { contentSecurityPolicy } from './content-security-policy';
import type { Sources } from './third-party-sources';

/** What the security headers add to a request's context: the nonce its page's scripts carry. */
export interface SecurityVariables {
  nonce: string;
}

export interface SecurityHeaderOptions {
  /** The run mode's third parties (`thirdPartySources`). */
  readonly sources: Sources;
  /** The content service's editor, which may frame the preview and nothing else. */
  readonly editorOrigin: string;
  /** The payment provider's origins, which may ask for the Payment Request API in its frames. */
  readonly paymentOrigins: readonly string[];
  /** The public origin is https: browsers are told to use nothing else (HSTS). */
  readonly https: boolean;
}

/**
 * Browser features the shop never uses, denied to the page and every frame in it; `payment`
 * only to the shop and its payment provider.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'usb',
  'serial',
  'hid',
];

/** A year: long enough for browsers to keep it between visits, as HSTS preload lists ask. */
const HSTS = 'max-age=31536000';

/**
 * The security headers of every answer, from this one place (docs/operations.md#security-headers):
 * a fresh nonce per request for the page's scripts and the Content-Security-Policy naming it;
 * `nosniff`; the referrer's origin only, and only over https, beyond the shop; the features the
 * shop does not use denied; framing by the shop alone (and the editor in its preview); HSTS when
 * the shop is published over https.
 *
 * A `304 Not Modified` carries no policy: a cache would lay the new nonce over the kept page,
 * whose scripts carry the old one.
 */
export function securityHeaders(
  options: SecurityHeaderOptions,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const payment = ['self', ...options.paymentOrigins.map((origin) => `"${origin}"`)].join(' ');
  const permissions = [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    `payment=(${payment})`,
  ];
  const permissionsPolicy = permissions.join(', ');
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const preview = isPreview(c.req.query());
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', permissionsPolicy);
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    // The old browsers' word for frame-ancestors, which cannot name the editor.
    if (!preview) c.header('X-Frame-Options', 'SAMEORIGIN');
    if (options.https) c.header('Strict-Transport-Security', HSTS);
    if (c.res.status === 304) return;
    const framedBy = preview ? options.editorOrigin : undefined;
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce, sources: options.sources, framedBy, https: options.https }),
    );
  };
}
