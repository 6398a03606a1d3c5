import type { GatewayErrorKind } from '@/application/shared/gateway-error';

/** The status the commerce backend refuses more pieces than in stock with. */
export const OVER_STOCK_STATUS = 409;

/**
 * The kind a refused cart call fails with, so the backend's status stays in the adapters: over
 * stock has its own (`cart/over-stock`), any other refusal is `status`.
 */
export function cartRefusalKind(status: number): GatewayErrorKind {
  return status === OVER_STOCK_STATUS ? 'cart/over-stock' : 'status';
}
