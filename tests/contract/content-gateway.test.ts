import { createContentClient } from '../../src/adapters/http/content-client';
import { HttpContentGateway } from '../../src/adapters/http/content-gateway.http';
import { MemoryContentGateway } from '../../src/adapters/memory/content-gateway.memory';
import { describeContentGateway } from './content-gateway.contract';
import { stubForThisFile } from './support/sides';

const stub = stubForThisFile();

describeContentGateway('memory', async () => new MemoryContentGateway());
describeContentGateway('http over the stub backend', async () => {
  const proxyBase = `${await stub.base()}/api/storyblok-proxy`;
  return new HttpContentGateway(createContentClient({ proxyBase, version: 'published' }));
});
