/**
 * A request id (docs/product.md#search-provider meta.rid) that is the same for the same request:
 * `kind-` and eight hex digits of the FNV-1a hash of the request's JSON, so that answers never vary
 * between runs.
 */
export function requestId(kind: string, request: unknown): string {
  const text = JSON.stringify(request) ?? '';
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${kind}-${hash.toString(16).padStart(8, '0')}`;
}
