import axios, { type AxiosInstance } from 'axios';
import type * as z from 'zod/mini';
import { parseResponse, toGatewayError } from './gateway-errors';

/** The search provider's client, bound by the composition root. */
export const SearchClient = Symbol('SearchClient');

export interface SearchClientConfig {
  /** The provider's API base (docs/product.md#search-provider), e.g. `https://api.findify.io`. */
  readonly searchBase: string;
  /** The merchant key: in every path and every body. */
  readonly key: string;
  readonly timeoutMs: number;
}

/** An axios instance rooted at `{api}/v4/{key}`, and the key the bodies repeat. */
export interface SearchClient {
  readonly http: AxiosInstance;
  readonly key: string;
}

/** docs/product.md#search-provider: `POST {api}/v4/{key}/{path}` with JSON, on its own client. */
export function createSearchClient(config: SearchClientConfig): SearchClient {
  const base = config.searchBase.replace(/\/+$/, '');
  const http = axios.create({
    baseURL: `${base}/v4/${encodeURIComponent(config.key)}`,
    timeout: config.timeoutMs,
    headers: { 'Content-Type': 'application/json' },
  });
  return { http, key: config.key };
}

/** POSTs a JSON body and parses the answer; every failure rejects with a GatewayError. */
export async function postParsed<S extends z.ZodMiniType>(
  client: SearchClient,
  path: string,
  body: object,
  schema: S,
): Promise<z.output<S>> {
  const what = `POST ${path}`;
  try {
    const response = await client.http.post<unknown>(path, body);
    return parseResponse(schema, response.data, what, response.status);
  } catch (error) {
    throw toGatewayError(error, what);
  }
}
