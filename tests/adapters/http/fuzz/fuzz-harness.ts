import { AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import fc from 'fast-check';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { GatewayError } from '@/application/shared/gateway-error';
import { createStubBackend } from '../../../../stub-backend/app';
import {
  asReceived,
  mutatedBody,
  trimmed,
  withExtraFields,
  type Json,
  type MutatedBody,
} from './json-mutations';

/**
 * The wire under an adapter, without sockets: in `record` mode requests go to the stub backend
 * in-process (so valid bodies come from the same seed the real stub serves); in `fuzz` mode
 * every request gets the body the property put on the wire.
 */
export class FuzzWire {
  private readonly stub = createStubBackend();
  private mode: 'record' | 'fuzz' = 'record';
  private answer = '';
  /** The body of the last answer recorded from the stub backend. */
  lastRecorded = '';

  /** Plugs the wire in under an axios instance the composition would build. */
  under<T extends AxiosInstance>(http: T): T {
    http.defaults.adapter = this.axiosAdapter;
    return http;
  }

  record(): void {
    this.mode = 'record';
  }

  /** From now on every request is answered 200 with `text`. */
  serve(text: string): void {
    this.mode = 'fuzz';
    this.answer = text;
  }

  /** A `fetch` for the content client (storyblok-js-client) over the same wire. */
  readonly fetch: typeof fetch = async (input, init) => {
    if (this.mode === 'fuzz') {
      return new Response(this.answer, {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const response = await this.stub.fetch(new Request(input, init));
    this.lastRecorded = await response.clone().text();
    return response;
  };

  private readonly axiosAdapter: AxiosAdapter = async (config) => {
    const headers = new AxiosHeaders({ 'content-type': 'application/json' });
    if (this.mode === 'fuzz') {
      return { data: this.answer, status: 200, statusText: 'OK', headers, config, request: {} };
    }
    const url = new URL(
      `${config.baseURL ?? ''}${config.url ?? ''}`.replace(/^(?!https?:)/, 'http://shop.test'),
    );
    for (const [key, value] of Object.entries(config.params ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const sent = new AxiosHeaders(config.headers).toJSON() as Record<string, string>;
    const response = await this.stub.fetch(
      new Request(url, {
        method: (config.method ?? 'get').toUpperCase(),
        headers: Object.fromEntries(
          Object.entries(sent).filter(([, value]) => typeof value === 'string'),
        ),
        ...(config.data === undefined ? {} : { body: config.data as string }),
      }),
    );
    const data = await response.text();
    this.lastRecorded = data;
    if (response.status >= 300)
      throw new Error(`${url.pathname} answered ${response.status}: ${data}`);
    return { data, status: response.status, statusText: 'OK', headers, config, request: {} };
  };
}

/** One port call the fuzz drives, with the valid body it was recorded with. */
export interface FuzzedCall<G> {
  readonly name: string;
  readonly call: (gateway: G) => Promise<unknown>;
  /** The wire schema the body must meet; a body it rejects must come back `invalid-response`. */
  readonly schema?: z.ZodMiniType;
  readonly valid: Json;
}

/** Records a call's valid body from the stub backend (the last answer of the call). */
export async function recorded<G>(
  wire: FuzzWire,
  gateway: G,
  name: string,
  call: (gateway: G) => Promise<unknown>,
  schema?: z.ZodMiniType,
): Promise<FuzzedCall<G>> {
  wire.record();
  await call(gateway);
  const valid = trimmed(JSON.parse(wire.lastRecorded) as Json);
  return { name, call, valid, ...(schema ? { schema } : {}) };
}

export interface FuzzFigures {
  readonly cases: number;
  /** Bodies the wire schema (or the adapter's own check) refused. */
  readonly malformed: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function settle(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function describeError(error: unknown): string {
  if (error instanceof GatewayError)
    return `GatewayError(${error.kind}): ${error.message.slice(0, 200)}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * docs/product.md#errors / every generated body either is read (when it still meets the wire
 * schema) or rejects with `invalid-response` — never another error kind, never anything that
 * is not a GatewayError. `fresh` gives the gateway for one case (new state each time).
 */
export async function fuzzAdapter<G>(
  calls: readonly FuzzedCall<G>[],
  wire: FuzzWire,
  fresh: () => G,
  numRuns: number,
): Promise<FuzzFigures> {
  let cases = 0;
  let malformed = 0;
  const byName = new Map(calls.map((call) => [call.name, call]));
  const arbitrary = fc
    .constantFrom(...byName.keys())
    .chain((name) => mutatedBody(byName.get(name)!.valid).map((body) => ({ name, body })));
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ name, body }) => {
      const call = byName.get(name)!;
      wire.serve(body.text);
      const outcome = await settle(() => call.call(fresh()));
      const refusedBySchema =
        call.schema !== undefined && !schemaAccepts(call.schema, asReceived(body.text));
      if (!outcome.ok) {
        expect(describeError(outcome.error), `${call.name} ← ${body.label}`).toMatch(
          /^GatewayError\(invalid-response\)/,
        );
      } else {
        expect(refusedBySchema, `${call.name} read a body its schema refuses: ${body.label}`).toBe(
          false,
        );
      }
      cases += 1;
      if (!outcome.ok) malformed += 1;
    }),
    { numRuns },
  );
  return { cases, malformed };
}

/**
 * Extra fields a backend adds must be ignored: the valid body with extras at its top level reads
 * exactly as the valid body does.
 */
export async function fuzzExtraFields<G>(
  calls: readonly FuzzedCall<G>[],
  wire: FuzzWire,
  fresh: () => G,
  numRuns: number,
): Promise<void> {
  const pristine = new Map<string, unknown>();
  for (const call of calls) {
    wire.serve(JSON.stringify(call.valid));
    pristine.set(call.name, await call.call(fresh()));
  }
  const byName = new Map(calls.map((call) => [call.name, call]));
  const arbitrary = fc
    .constantFrom(...byName.keys())
    .chain((name) =>
      withExtraFields(byName.get(name)!.valid).map((body: MutatedBody) => ({ name, body })),
    );
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ name, body }) => {
      const call = byName.get(name)!;
      wire.serve(body.text);
      const outcome = await settle(() => call.call(fresh()));
      expect(
        outcome.ok ? outcome.value : describeError(outcome.error),
        `${call.name} ← ${body.label}`,
      ).toEqual(pristine.get(call.name));
    }),
    { numRuns },
  );
}

function schemaAccepts(schema: z.ZodMiniType, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/** A call whose valid body is written out (the stub needs state the fuzz has no use for). */
export function literal<G>(
  name: string,
  call: (gateway: G) => Promise<unknown>,
  schema: z.ZodMiniType,
  valid: Json,
): FuzzedCall<G> {
  return { name, call, schema, valid };
}

/**
 * How long one fuzz test may take: a thousand-odd cases run in about a second alone, but on a
 * busy 2-core CI machine beside other files that can pass vitest's 5 s default. A limit, not a
 * speed assertion.
 */
export const FUZZ_TIMEOUT_MS = 30_000;
