import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { GatewayError } from '../src/application/shared/gateway-error';

/**
 * Runs a memory fake's call and writes its answer as JSON, or its refusal (a `status`
 * GatewayError) as that status with the refusal's text — so the stub refuses exactly where the
 * fake does and the HTTP adapter turns it back into the same GatewayError.
 */
export async function answer(c: Context, produce: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json(await produce());
  } catch (error) {
    if (error instanceof GatewayError && error.status !== undefined) {
      const text = error.details.responseText ?? error.message;
      return c.text(text, error.status as ContentfulStatusCode);
    }
    throw error;
  }
}

/** The request body as `schema` reads it, or the 400 a real backend answers a malformed one. */
export async function readBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const text = `Malformed body: ${z.prettifyError(parsed.error)}`;
  throw new GatewayError('status', text, { status: 400, responseText: text });
}
