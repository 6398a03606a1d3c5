import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpMarketGateway } from '@/adapters/http/market-gateway.http';
import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import { describeMarketGateway } from './market-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string) =>
  new HttpMarketGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS }, siteContext()),
  );

describeMarketGateway('memory', async () => new MemoryMarketGateway());
describeMarketGateway('http over the stub backend', async () => httpGateway(await stub.base()));

const memory = faultyMemory('market', () => new MemoryMarketGateway());
const http = stub.faulty('market', httpGateway);
describeErrorKinds('memory markets()', memory, (gateway) => gateway.markets());
describeErrorKinds('memory pricelist()', memory, (gateway) => gateway.pricelist('19'));
describeErrorKinds('http markets()', http, (gateway) => gateway.markets());
describeErrorKinds('http pricelist()', http, (gateway) => gateway.pricelist('19'));
