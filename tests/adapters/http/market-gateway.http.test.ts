import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpMarketGateway } from '@/adapters/http/market-gateway.http';
import { GatewayError } from '@/application/shared/gateway-error';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Site } from '@/domain/site/site';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpMarketGateway over a misbehaving backend', () => {
  let server: ScriptedServer;
  const current: SiteContext & { site: Site } = {
    site: { country: 'no', language: 'en' },
    isPreview: false,
    current: undefined,
  };
  const gateway = () =>
    new HttpMarketGateway(
      createCommerceHttp({ apiBase: `${server.base}/api`, timeoutMs: 300 }, current),
    );

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('sends the current country and language with every call (docs/product.md#commerce-backend)', async () => {
    const urls: string[] = [];
    server.answer((request, response) => {
      urls.push(request.url ?? '');
      json(200, [])(request, response);
    });
    await gateway().markets();
    current.site = { country: 'se', language: 'sv' };
    await gateway().pricelists();
    expect(urls).toEqual([
      '/api/markets?country=no&language=en',
      '/api/pricelists?country=se&language=sv',
    ]);
  });

  it('turns a body that breaks the schema into invalid-response', async () => {
    server.answer(json(200, [{ market: 1, name: 'Sweden' }]));
    const failure = gateway().markets();
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('turns a body that is not JSON into invalid-response', async () => {
    server.answer(json(200, '<html>maintenance</html>'));
    await expect(gateway().pricelists()).rejects.toMatchObject({
      kind: 'invalid-response',
      details: { responseText: '<html>maintenance</html>' },
    });
  });

  it('turns an error status into a status error carrying the response text', async () => {
    server.answer(json(503, { message: 'down for maintenance' }));
    await expect(gateway().markets()).rejects.toMatchObject({
      kind: 'status',
      status: 503,
      details: { responseText: '{"message":"down for maintenance"}' },
    });
  });

  it('turns silence past the timeout into a timeout error', async () => {
    server.answer(() => undefined);
    await expect(gateway().markets()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('turns a refused connection into a network error', async () => {
    const refused = new HttpMarketGateway(
      createCommerceHttp({ apiBase: 'http://127.0.0.1:9/api', timeoutMs: 1000 }, current),
    );
    await expect(refused.markets()).rejects.toMatchObject({ kind: 'network' });
  });
});
