import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { HttpMarketingGateway } from '@/adapters/http/marketing-gateway.http';
import type { SiteContext } from '@/application/shared/site-context.port';
import type { Site } from '@/domain/site/site';
import { stubForThisFile } from '../../contract/support/sides';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

const current: { site: Site; isPreview: boolean; current: undefined } = {
  site: { country: 'no', language: 'en' },
  isPreview: false,
  current: undefined,
};
const marketing = (base: string, site: SiteContext = current) =>
  new HttpMarketingGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: 300 }, site),
    site,
  );

describe('HttpMarketingGateway on the wire (docs/product.md#newsletter-and-back-in-stock)', () => {
  const stub = stubForThisFile();
  const lastSeen = async () => (await stub.stub()).seen.at(-1);

  it('posts the newsletter sign-up with the upper-case country, language and list', async () => {
    current.site = { country: 'no', language: 'en' };
    await marketing(await stub.base()).subscribeNewsletter('astrid@example.com', 'XyZ12a');
    expect(await lastSeen()).toMatchObject({
      method: 'POST',
      path: '/api/klaviyo/newsletter-subscribe/astrid%40example.com',
    });
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual({
      countryCode: 'NO',
      languageCode: 'en',
      list: 'XyZ12a',
    });
  });

  it('posts the back-in-stock sign-up with the item and the site read at call time', async () => {
    const gateway = marketing(await stub.base());
    current.site = { country: 'se', language: 'sv' };
    await gateway.subscribeBackInStock('a+b@example.com', '1014-15');
    expect((await lastSeen())?.path).toBe(
      '/api/klaviyo/back-in-stock-subscription/a%2Bb%40example.com',
    );
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual({
      itemId: '1014-15',
      languageCode: 'sv',
      countryCode: 'SE',
    });
  });
});

describe('HttpMarketingGateway over a misbehaving backend', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('does not read the newsletter answer, whatever it is', async () => {
    server.answer(json(200, '<html>ok</html>'));
    await expect(marketing(server.base).subscribeNewsletter('a@b.se', 'L')).resolves.toBe(
      undefined,
    );
    server.answer(json(204, ''));
    await expect(marketing(server.base).subscribeNewsletter('a@b.se', 'L')).resolves.toBe(
      undefined,
    );
  });

  it('reads the back-in-stock success flag, and nothing else as one', async () => {
    server.answer(json(200, { success: false, detail: 'ignored' }));
    expect(await marketing(server.base).subscribeBackInStock('a@b.se', '1')).toBe(false);
    server.answer(json(200, { success: 'yes' }));
    await expect(marketing(server.base).subscribeBackInStock('a@b.se', '1')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('turns a refused sign-up into a status error with its text', async () => {
    server.answer(json(400, 'list is required'));
    await expect(marketing(server.base).subscribeNewsletter('a@b.se', '')).rejects.toMatchObject({
      kind: 'status',
      status: 400,
      details: { responseText: 'list is required' },
    });
  });
});
