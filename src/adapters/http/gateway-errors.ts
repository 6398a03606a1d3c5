import axios from 'axios';
import * as z from 'zod/mini';
import { GatewayError, type GatewayErrorKind } from '@/application/shared/gateway-error';

/**
 * Maps whatever axios threw to the one error type ports may reject with
 * (docs/architecture.md#ports).
 */
export function toGatewayError(error: unknown, what: string): GatewayError {
  if (error instanceof GatewayError) return error;
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new GatewayError('timeout', `${what} timed out`);
    }
    if (error.response) {
      const { status, data } = error.response;
      return new GatewayError('status', `${what} answered ${status}`, {
        status,
        responseText: asText(data),
      });
    }
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new GatewayError('network', `${what} could not be reached: ${reason}`);
}

/**
 * A `status` failure the port has a word for, as that kind (`cart/over-stock`), with its status
 * and text kept; any other failure as it was.
 */
export function withRefusalKind(
  error: unknown,
  kindOf: (status: number) => GatewayErrorKind,
): unknown {
  if (!(error instanceof GatewayError) || error.kind !== 'status') return error;
  const kind = error.status === undefined ? 'status' : kindOf(error.status);
  return kind === 'status' ? error : new GatewayError(kind, error.message, error.details);
}

/** A response body that breaks its schema is `invalid-response`, never a crash further in. */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  what: string,
  status: number,
): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  throw new GatewayError(
    'invalid-response',
    `${what} sent an unexpected body: ${z.prettifyError(parsed.error)}`,
    { status, responseText: asText(body) },
  );
}

function asText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}
