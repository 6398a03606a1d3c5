import StoryblokClient from 'storyblok-js-client';
import type * as z from 'zod/mini';
import { GatewayError } from '@/application/shared/gateway-error';
import { CONTENT_PROXY_TIMEOUT_SECONDS } from '@/domain/content/content-service';
import { parseResponse } from './gateway-errors';

/** The CDN client for the content service, bound by the composition root. */
export const ContentClient = Symbol('ContentClient');

export interface ContentClientConfig {
  /** Where the shop's proxy to the content service lives, e.g. `https://shop.example/api/storyblok-proxy`. */
  readonly proxyBase: string;
  /** The version asked for when a call names none; the gateway names one on every call. */
  readonly version?: 'published' | 'draft';
  /**
   * docs/product.md#constants-and-limits content proxy timeout: 10 s unless a test wants it
   * shorter.
   */
  readonly timeoutSeconds?: number;
}

/** docs/product.md#content-service: through the proxy, 10 s timeout, bounded retries. */
export function createContentClient(config: ContentClientConfig): StoryblokClient {
  return new StoryblokClient({
    endpoint: config.proxyBase.replace(/\/$/, ''),
    timeout: config.timeoutSeconds ?? CONTENT_PROXY_TIMEOUT_SECONDS,
    maxRetries: 2,
    version: config.version ?? 'published',
    headers: {},
    fetch: jsonOnlyFetch,
  });
}

/**
 * storyblok-js-client loses the status of a response whose body is not JSON (a proxy's HTML
 * error page, say). Handing it every non-JSON body as a JSON string keeps the status, and a
 * text body then fails the schema as `invalid-response`.
 */
const jsonOnlyFetch: typeof fetch = async (input, requestInit) => {
  const response = await fetch(input, requestInit);
  if ([204, 205, 304].includes(response.status)) return response;
  const text = await response.text();
  const init = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  };
  return new Response(isJson(text) ? text : JSON.stringify(text), init);
};

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** One parsed answer of a CDN list: the body and the paging headers (0 when absent). */
export interface ContentPage<T> {
  readonly data: T;
  readonly total: number;
  readonly perPage: number;
}

/** GETs a CDN path and parses `data`; every failure rejects with a GatewayError. */
export async function getContent<S extends z.ZodMiniType>(
  client: StoryblokClient,
  path: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<z.output<S>> {
  return (await getContentPage(client, path, params, schema)).data;
}

/**
 * GETs a CDN path and parses `data`, keeping the `total` and `per-page` headers the client
 * reads for lists (docs/product.md#content-service). Every failure rejects with a GatewayError.
 */
export async function getContentPage<S extends z.ZodMiniType>(
  client: StoryblokClient,
  path: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<ContentPage<z.output<S>>> {
  const what = `GET ${path}`;
  let result: { data: unknown; total?: number; perPage?: number };
  try {
    // The client adds its own keys (token, cv, resolve_level) to the object it is given.
    result = await client.get(path, { ...params });
  } catch (error) {
    throw toContentError(error, what);
  }
  return {
    data: parseResponse(schema, result.data, what, 200),
    total: result.total ?? 0,
    perPage: result.perPage ?? 0,
  };
}

/**
 * storyblok-js-client rejects with `{ message, status?, response? }`, not with an Error, for
 * every transport failure and status. An Error is its own code tripping over a 200 body it
 * walks before handing it on (`stories` that is not a list, a `null` body): `invalid-response`
 * (fuzzed responses).
 */
function toContentError(error: unknown, what: string): GatewayError {
  if (error instanceof Error) {
    return new GatewayError(
      'invalid-response',
      `${what} sent a body the client could not read: ${error.message}`,
      {
        status: 200,
      },
    );
  }
  const { message, status, response } = (error ?? {}) as {
    message?: unknown;
    status?: unknown;
    response?: { data?: unknown };
  };
  const text = typeof message === 'string' ? message : String(error);
  if (typeof status === 'number') {
    const body = response?.data;
    const responseText = typeof body === 'string' ? body : JSON.stringify(body ?? text);
    return new GatewayError('status', `${what} answered ${status}`, { status, responseText });
  }
  if (/timeout/i.test(text)) return new GatewayError('timeout', `${what} timed out`);
  return new GatewayError('network', `${what} could not be reached: ${text}`);
}
