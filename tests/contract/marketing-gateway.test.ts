import { describe, expect, it } from 'vitest';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpMarketingGateway } from '@/adapters/http/marketing-gateway.http';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import { describeMarketingGateway } from './marketing-gateway.contract';
import { describeErrorKinds } from './support/error-kinds';
import { describeTransportErrorKinds } from './support/error-kind-variants';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string) =>
  new HttpMarketingGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS }, siteContext()),
    siteContext(),
  );

describeMarketingGateway('memory', async () => new MemoryMarketingGateway(siteContext()));
describeMarketingGateway('http over the stub backend', async () => httpGateway(await stub.base()));

const memory = faultyMemory('marketing', () => new MemoryMarketingGateway(siteContext()));
const http = stub.faulty('marketing', httpGateway);
describeTransportErrorKinds('memory subscribeNewsletter()', memory, (gateway) =>
  gateway.subscribeNewsletter('astrid@example.com', 'XyZ12a'),
);
describeTransportErrorKinds('http subscribeNewsletter()', http, (gateway) =>
  gateway.subscribeNewsletter('astrid@example.com', 'XyZ12a'),
);
describeErrorKinds('memory subscribeBackInStock()', memory, (gateway) =>
  gateway.subscribeBackInStock('astrid@example.com', '1014-15'),
);
describeErrorKinds('http subscribeBackInStock()', http, (gateway) =>
  gateway.subscribeBackInStock('astrid@example.com', '1014-15'),
);

describe('http subscribeNewsletter() does not read the answer (docs/product.md#newsletter-and-back-in-stock)', () => {
  it('resolves even when the body breaks every schema', async () => {
    const gateway = await http({ kind: 'invalid' });
    await expect(gateway.subscribeNewsletter('astrid@example.com', 'XyZ12a')).resolves.toBe(
      undefined,
    );
  });
});
