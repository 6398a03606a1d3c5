import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import { MemoryCookieJar } from '@/adapters/memory/cookie-jar.memory';
import { MemoryClock } from '@/adapters/memory/clock.memory';
import { GatewayError } from '@/application/shared/gateway-error';
import { searchFor } from '../../contract/search-gateway.contract';
import { siteContext } from '../../contract/support/sides';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

describe('HttpSearchGateway over a misbehaving provider', () => {
  let server: ScriptedServer;
  const gateway = (base = server.base) => {
    const clock = new MemoryClock(0);
    return new HttpSearchGateway(
      createSearchClient({ searchBase: base, key: 'k', timeoutMs: 300 }),
      siteContext(),
      new MemoryCookieJar(clock),
      clock,
    );
  };
  const click = { kind: 'click-suggestion', rid: 'r', suggestion: 's' } as const;

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('turns a search answer without meta into invalid-response', async () => {
    server.answer(json(200, { items: [], facets: [] }));
    const failure = gateway().search(searchFor());
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('turns an HTML page into invalid-response carrying its text', async () => {
    server.answer(json(200, '<html>maintenance</html>'));
    await expect(gateway().recommendations({ type: 'latest', limit: 4 })).rejects.toMatchObject({
      kind: 'invalid-response',
      details: { responseText: '<html>maintenance</html>' },
    });
  });

  it('accepts an empty feedback answer or {}, and nothing else', async () => {
    server.answer((_request, response) => response.end());
    await expect(gateway().feedback(click)).resolves.toBeUndefined();
    server.answer(json(200, {}));
    await expect(gateway().feedback(click)).resolves.toBeUndefined();
    server.answer(json(200, { items: [] }));
    await expect(gateway().feedback(click)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('turns an error status into a status error with the response text', async () => {
    server.answer(json(503, { error: 'down' }));
    await expect(
      gateway().autocomplete({ q: 'a', itemLimit: 6, suggestionLimit: 4 }),
    ).rejects.toMatchObject({
      kind: 'status',
      status: 503,
      details: { responseText: '{"error":"down"}' },
    });
  });

  it('turns silence past the timeout into a timeout error', async () => {
    server.answer(() => undefined);
    await expect(gateway().search(searchFor())).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('turns a refused connection into a network error', async () => {
    await expect(gateway('http://127.0.0.1:9').search(searchFor())).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
