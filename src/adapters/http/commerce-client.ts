import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import type { SiteContext } from '@/application/shared/site-context.port';
import { parseResponse, toGatewayError } from './gateway-errors';

/** The axios instance for the shop's commerce backend, bound by the composition root. */
export const CommerceHttp = Symbol('CommerceHttp');

export interface CommerceHttpConfig {
  /** The api base every commerce path hangs under, e.g. `https://shop.example/api`. */
  readonly apiBase: string;
  readonly timeoutMs: number;
}

/**
 * docs/product.md#commerce-backend: every call carries the current `country` and `language`, unless
 * it names its own site (both parameters), as a route asked for ahead of the markets does.
 */
export function createCommerceHttp(config: CommerceHttpConfig, site: SiteContext): AxiosInstance {
  const http = axios.create({ baseURL: config.apiBase, timeout: config.timeoutMs });
  http.interceptors.request.use((request) => {
    const own = request.params?.country && request.params?.language;
    request.params = own
      ? request.params
      : { ...request.params, country: site.site.country, language: site.site.language };
    return request;
  });
  return http;
}

/** GETs a path and parses the body; every failure rejects with a GatewayError. */
export async function getParsed<S extends z.ZodMiniType>(
  http: AxiosInstance,
  path: string,
  schema: S,
  config?: AxiosRequestConfig,
): Promise<z.output<S>> {
  const what = `GET ${path}`;
  try {
    const response = await http.get<unknown>(path, config);
    return parseResponse(schema, response.data, what, response.status);
  } catch (error) {
    throw toGatewayError(error, what);
  }
}
