import type { GatewayErrorKind } from '@/application/shared/gateway-error';

/** The statuses the account service refuses a login with: a wrong password, an unknown email. */
const REFUSED_CREDENTIALS_STATUSES: readonly number[] = [401, 404];

/**
 * The kind a refused login fails with, so the service's statuses stay in the adapters: wrong
 * credentials have their own (`account/credentials-refused`), any other refusal is `status`.
 */
export function loginRefusalKind(status: number): GatewayErrorKind {
  return REFUSED_CREDENTIALS_STATUSES.includes(status) ? 'account/credentials-refused' : 'status';
}
