import * as z from 'zod/mini';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpRouteGateway } from '@/adapters/http/route-gateway.http';
import { seededRoutes } from '@/adapters/memory/seed/routes.seed';
import { pageRouteSchema } from '@/adapters/http/schemas/route.schema';
import { FuzzWire, FUZZ_TIMEOUT_MS } from './fuzz-harness';
import { asReceived, mutatedBody, trimmed, type Json } from './json-mutations';
import { swedishCommerceHttp } from './site';

const wire = new FuzzWire();
const http = swedishCommerceHttp(wire);
const gateway = new HttpRouteGateway(http);
let valid: Json;

beforeAll(async () => {
  wire.record();
  expect(await gateway.route(seededRoutes[0]!.url)).not.toBeNull();
  valid = trimmed(JSON.parse(wire.lastRecorded) as Json);
});

describe(
  'HttpRouteGateway on fuzzed bodies (errors are "no route", docs/product.md#route-lookup)',
  { timeout: FUZZ_TIMEOUT_MS },
  () => {
    it('answers 1,300 generated bodies with a route or null, never a rejection', async () => {
      let cases = 0;
      let nulls = 0;
      await fc.assert(
        fc.asyncProperty(mutatedBody(valid), async (body) => {
          wire.serve(body.text);
          const route = await gateway.route('/sv/fuzz');
          const readable = z.safeParse(pageRouteSchema, asReceived(body.text)).success;
          expect(route === null, body.label).toBe(!readable);
          cases += 1;
          if (route === null) nulls += 1;
        }),
        { numRuns: 1_300 },
      );
      console.info('route fuzz', { cases, malformed: nulls });
      expect(nulls).toBeGreaterThanOrEqual(1_000);
    });
  },
);
