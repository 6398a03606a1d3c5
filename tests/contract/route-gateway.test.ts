import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpRouteGateway } from '@/adapters/http/route-gateway.http';
import { MemoryRouteGateway, swallowingRouteErrors } from '@/adapters/memory/route-gateway.memory';
import type { Fault } from '@/adapters/memory/faults/fault-plan';
import { describeRouteGateway } from './route-gateway.contract';
import { describeSwallowedErrors } from './support/error-kind-variants';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string) =>
  new HttpRouteGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS }, siteContext()),
  );

describeRouteGateway('memory', async () => new MemoryRouteGateway());
describeRouteGateway('http over the stub backend', async () => httpGateway(await stub.base()));

const faultyFake = faultyMemory('route', () => new MemoryRouteGateway());
const memory = async (fault: Fault) => swallowingRouteErrors(await faultyFake(fault));
const http = stub.faulty('route', httpGateway);
describeSwallowedErrors('memory route()', memory, (gateway) => gateway.route('about-us'));
describeSwallowedErrors('http route()', http, (gateway) => gateway.route('about-us'));
