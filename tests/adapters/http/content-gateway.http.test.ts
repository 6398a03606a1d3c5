import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpContentGateway translations', () => {
  let server: ScriptedServer;
  const gateway = () =>
    new HttpContentGateway(
      createContentClient({
        proxyBase: `${server.base}/api/storyblok-proxy`,
        version: 'published',
      }),
      { isPreview: false },
    );

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('asks the ui-element-translations datasource for the language, 1000 a page (docs/product.md#content-service)', async () => {
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

describe('HttpContentGateway stories', () => {
  let server: ScriptedServer;
  const gateway = () =>
    new HttpContentGateway(
      createContentClient({ proxyBase: `${server.base}/api/storyblok-proxy` }),
      { isPreview: false },
      { settings: '77', notFound: '78' },
    );
  const story = (id: number, content: Record<string, unknown>) => ({
    id,
    uuid: `uuid-${id}`,
    name: `Story ${id}`,
    slug: `story-${id}`,
    full_slug: `shared-content/stores/story-${id}`,
    content: { _uid: `uid-${id}`, component: 'store', ...content },
  });
  const store = (id: number, latitude: unknown) =>
    story(id, { name: `Store ${id}`, latitude, longitude: '10.5', enabled: '1' });

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('asks for the settings and 404 stories at the configured ids', async () => {
    const asked: string[] = [];
    server.answer((request, response) => {
      asked.push(new URL(request.url ?? '', server.base).pathname);
      json(404, ['This record could not be found'])(request, response);
    });
    await expect(gateway().settings('sv')).rejects.toMatchObject({ kind: 'status', status: 404 });
    await expect(gateway().notFoundPage('en')).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual([
      '/api/storyblok-proxy/cdn/stories/77',
      '/api/storyblok-proxy/cdn/stories/78',
    ]);
  });

  it('reads coordinates written as text or as numbers, and rejects other text', async () => {
    server.answer(json(200, { stories: [store(1, '59.3163'), store(2, 57.7)] }));
    const shops = await gateway().shops();
    expect(shops.map((entry) => entry.latitude)).toEqual([59.3163, 57.7]);
    expect(shops[0]).toMatchObject({ id: '1', uuid: 'uuid-1', enabled: '1', zip: '' });
    server.answer(json(200, { stories: [store(3, 'north')] }));
    await expect(gateway().shops()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads one page without a total header, else every page up to the total', async () => {
    const pages: string[] = [];
    const answerWith = (headers: Record<string, string>) =>
      server.answer((request, response) => {
        pages.push(new URL(request.url ?? '', server.base).searchParams.get('page') ?? '');
        response.writeHead(200, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify({ stories: [] }));
      });
    answerWith({});
    expect(await gateway().shops()).toEqual([]);
    expect(pages).toEqual(['1']);
    pages.length = 0;
    answerWith({ total: '250', 'per-page': '100' });
    await gateway().shops();
    expect(pages.sort()).toEqual(['1', '2', '3']);
  });

  it('drops footer menus left unresolved and social links it has no icon for', async () => {
    const footer = story(5, {
      component: 'footer',
      menus: ['uuid-of-a-deleted-menu'],
      phone: '+46 1',
      social_links: [
        { _uid: 's1', platform: 'Instagram', link: { linktype: 'url', url: 'https://i.example' } },
        { _uid: 's2', platform: 'myspace', link: { linktype: 'url', url: 'https://m.example' } },
      ],
    });
    server.answer(json(200, { stories: [footer] }));
    expect(await gateway().footer('sv')).toMatchObject({
      menus: [],
      phone: '+46 1',
      email: '',
      socialLinks: [{ platform: 'instagram', url: 'https://i.example' }],
    });
    server.answer(json(200, { stories: [] }));
    expect(await gateway().footer('sv')).toBeUndefined();
  });
});
