import { afterAll } from 'vitest';
import { createCommerceHttp } from '../../src/adapters/http/commerce-client';
import { createContentClient } from '../../src/adapters/http/content-client';
import { HttpContentGateway } from '../../src/adapters/http/content-gateway.http';
import { HttpMarketGateway } from '../../src/adapters/http/market-gateway.http';
import { MemoryContentGateway } from '../../src/adapters/memory/content-gateway.memory';
import { MemoryMarketGateway } from '../../src/adapters/memory/market-gateway.memory';
import { startStubBackend, type RunningStub } from '../../stub-backend/serve';
import { describeContentGateway } from './content-gateway.contract';
import { describeMarketGateway } from './market-gateway.contract';

let stub: RunningStub | undefined;
const stubBase = async () => (stub ??= await startStubBackend()).base;
afterAll(() => stub?.close());

const site = { site: { country: 'se', language: 'sv' } as const };

describeMarketGateway('memory', async () => new MemoryMarketGateway());
describeMarketGateway('http over the stub backend', async () => {
  const http = createCommerceHttp({ apiBase: `${await stubBase()}/api`, timeoutMs: 2000 }, site);
  return new HttpMarketGateway(http);
});

describeContentGateway('memory', async () => new MemoryContentGateway());
describeContentGateway('http over the stub backend', async () => {
  const proxyBase = `${await stubBase()}/api/storyblok-proxy`;
  return new HttpContentGateway(createContentClient({ proxyBase, version: 'published' }));
});
