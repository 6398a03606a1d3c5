import { GatewayError } from '@/application/shared/gateway-error';

/** What a real backend answers for a missing entity, so fakes and HTTP adapters agree. */
export function notFound(what: string): GatewayError {
  return new GatewayError('status', `${what} was not found`, {
    status: 404,
    responseText: 'Not Found',
  });
}

/** The entry with this id, or the 404 a backend would answer. */
export function findById<T extends { readonly id: string }>(
  entries: readonly T[],
  id: string,
  what: string,
): T {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw notFound(`${what} ${id}`);
  return entry;
}
