import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpRouteGateway } from '@/adapters/http/route-gateway.http';
import { siteContext } from '../../contract/support/sides';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpRouteGateway (docs/product.md#route-lookup)', () => {
  let server: ScriptedServer;
  const gateway = () =>
    new HttpRouteGateway(
      createCommerceHttp({ apiBase: `${server.base}/api`, timeoutMs: 300 }, siteContext()),
    );
  const route = { component: 'category', id: 7, url: 'servering/skålar' };

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('asks GET /api/mateus/route/{path}, each segment escaped and the slashes kept', async () => {
    const asked: string[] = [];
    server.answer((request, response) => {
      asked.push(`${request.method} ${new URL(request.url ?? '', server.base).pathname}`);
      json(200, route)(request, response);
    });
    expect(await gateway().route('servering/skålar')).toEqual({ ...route, id: '7' });
    await gateway().route('');
    await gateway().route('/a b/');
    expect(asked).toEqual([
      'GET /api/mateus/route/servering/sk%C3%A5lar',
      'GET /api/mateus/route/',
      'GET /api/mateus/route/a%20b',
    ]);
  });

  it('carries the current site, or the site it is asked for ahead of the markets', async () => {
    const asked: (string | null)[] = [];
    server.answer((request, response) => {
      const { searchParams } = new URL(request.url ?? '', server.base);
      asked.push(`${searchParams.get('country')}-${searchParams.get('language')}`);
      json(200, route)(request, response);
    });
    await gateway().route('servering');
    await gateway().route('servering', { country: 'no', language: 'en' });
    expect(asked).toEqual(['se-sv', 'no-en']);
  });

  it.each([
    ['a 404', json(404, 'Route not found')],
    ['a server error', json(500, { message: 'down' })],
    ['a body that breaks the schema', json(200, { component: 'page' })],
    ['a body that is not JSON', json(200, '<html>maintenance</html>')],
    ['silence past the timeout', () => undefined],
  ] as const)('swallows %s as null', async (_name, script) => {
    server.answer(script);
    await expect(gateway().route('about-us')).resolves.toBeNull();
  });

  it('swallows a refused connection as null', async () => {
    const refused = new HttpRouteGateway(
      createCommerceHttp({ apiBase: 'http://127.0.0.1:9/api', timeoutMs: 1000 }, siteContext()),
    );
    await expect(refused.route('about-us')).resolves.toBeNull();
  });
});
