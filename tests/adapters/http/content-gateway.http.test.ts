import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '../../../src/adapters/http/content-client';
import { HttpContentGateway } from '../../../src/adapters/http/content-gateway.http';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpContentGateway translations', () => {
  let server: ScriptedServer;
  const gateway = () =>
    new HttpContentGateway(
      createContentClient({
        proxyBase: `${server.base}/api/storyblok-proxy`,
        version: 'published',
      }),
    );

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('asks the ui-element-translations datasource for the language, 1000 a page (SPEC §7)', async () => {
    let asked: URL | undefined;
    server.answer((request, response) => {
      asked = new URL(request.url ?? '', server.base);
      json(200, {
        datasource_entries: [
          { name: 'Hello', value: 'Hello', dimension_value: 'Hej' },
          { name: 'Untranslated', value: 'Fallback', dimension_value: null },
        ],
      })(request, response);
    });
    expect(await gateway().translations('sv')).toEqual({ Hello: 'Hej', Untranslated: 'Fallback' });
    expect(asked?.pathname).toBe('/api/storyblok-proxy/cdn/datasource_entries');
    expect(asked?.searchParams.get('datasource')).toBe('ui-element-translations');
    expect(asked?.searchParams.get('dimension')).toBe('sv');
    expect(asked?.searchParams.get('per_page')).toBe('1000');
  });

  it('turns a body that breaks the schema, or is not JSON, into invalid-response', async () => {
    server.answer(json(200, { entries: [] }));
    await expect(gateway().translations('en')).rejects.toMatchObject({ kind: 'invalid-response' });
    server.answer(json(200, '<html>maintenance</html>'));
    await expect(gateway().translations('en')).rejects.toMatchObject({
      kind: 'invalid-response',
      details: { responseText: '<html>maintenance</html>' },
    });
  });

  it('turns an error status into a status error, even with an HTML body', async () => {
    server.answer(json(404, '<h1>Not Found</h1>'));
    await expect(gateway().translations('en')).rejects.toMatchObject({
      kind: 'status',
      status: 404,
      details: { responseText: '<h1>Not Found</h1>' },
    });
  });
});
