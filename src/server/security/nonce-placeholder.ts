/**
 * What the build writes where a page's scripts carry their nonce (Vite's `html.cspNonce`): the
 * server puts each answer's own nonce in its place (docs/operations.md#security-headers).
 */
export const NONCE_PLACEHOLDER = 'lera-csp-nonce';

/** `html` with each answer's `nonce` in the placeholder's place. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);
}
