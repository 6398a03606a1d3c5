import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { parseResponse, toGatewayError } from './gateway-errors';

/** One call: method and path always, a body and headers when it has them. */
export interface Request extends Pick<AxiosRequestConfig, 'data' | 'headers'> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
}

/** Sends a request and parses the answer; every failure rejects with a GatewayError. */
export async function sendParsed<S extends z.ZodMiniType>(
  http: AxiosInstance,
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const what = `${request.method} ${request.url}`;
  try {
    const response = await http.request<unknown>(request);
    return parseResponse(schema, response.data, what, response.status);
  } catch (error) {
    throw toGatewayError(error, what);
  }
}

/**
 * Sends a request whose answer is not read (docs/product.md#newsletter-and-back-in-stock
 * newsletter); failures as `sendParsed`.
 */
export async function sendUnread(http: AxiosInstance, request: Request): Promise<void> {
  try {
    await http.request<unknown>(request);
  } catch (error) {
    throw toGatewayError(error, `${request.method} ${request.url}`);
  }
}
