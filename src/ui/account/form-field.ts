import type { FormEvent } from 'react';

/** The text of a named field of a submitted form, its ends trimmed. */
export function field(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * What one account form hands the next through the router's state, never the address bar: an
 * address in the URL would reach the data layer's page views and the server's logs.
 */
export interface HandedOver {
  readonly email: string;
}

/** The address a form was handed (`HandedOver`), or '' when none. */
export function handedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
