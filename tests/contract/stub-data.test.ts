import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { stubOptionsFromEnv } from '../../stub-backend/env';
import { startStubBackend, type RunningStub } from '../../stub-backend/serve';
import { loadStubShop } from '../../stub-backend/stub-data';
import { siteContext } from './support/sides';

const HOSTILE = '<img src=x onerror="alert(1)"><b>Rea</b>';
const planted = {
  uid: 'planted',
  html: HOSTILE,
  position: 'top',
  backgroundColor: '#000',
  fontColor: '#fff',
  textAlignment: 'center',
  enabled: '1',
};

describe('the stub backend over planted data (STUB_DATA_DIR)', () => {
  const dirs: string[] = [];
  const dataDir = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'stub-data-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  let stub: RunningStub | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('serves a planted notice as the editors wrote it, leaving the rest of the shop seeded', async () => {
    const dir = dataDir({ 'content.json': JSON.stringify({ notices: { sv: [planted] } }) });
    stub = await startStubBackend({ ...stubOptionsFromEnv({ STUB_DATA_DIR: dir }), port: 0 });
    const content = new HttpContentGateway(
      createContentClient({ proxyBase: `${stub.base}/api/storyblok-proxy` }),
      siteContext(),
    );
    expect(await content.notices('sv')).toEqual([planted]);
    expect(await content.notices('en')).toEqual([]);
    expect((await content.translations('sv'))['Page_Not_Found']).toBe('Sidan kunde inte hittas');
  });

  it('is the seeded shop without a data folder', () => {
    const shop = loadStubShop({ startedAt: 0 });
    expect(shop.catalogue.products.length).toBeGreaterThanOrEqual(80);
    expect(shop.content.notices.sv?.length).toBeGreaterThan(0);
  });

  it('grows the catalogue and its routes with STUB_CATALOGUE_SIZE', () => {
    const { shop } = stubOptionsFromEnv({ STUB_CATALOGUE_SIZE: '500' });
    expect(shop?.catalogue.products).toHaveLength(500);
    expect(shop?.routes.filter((route) => route.component === 'product')).toHaveLength(500);
  });

  it.each([
    [{ STUB_DATA_DIR: '/no/such/dir' }, /STUB_DATA_DIR \/no\/such\/dir does not exist/],
    [{ STUB_CATALOGUE_SIZE: 'lots' }, /STUB_CATALOGUE_SIZE must be a whole number/],
    [{ STUB_PORT: '80.5' }, /STUB_PORT must be a whole number/],
    [{ STUB_FAULTS: 'faults=cart:later' }, /STUB_FAULTS: Unknown fault "cart:later"/],
  ])('stops on a bad setting %o', (env, message) => {
    expect(() => stubOptionsFromEnv(env)).toThrow(message);
  });

  it('names a planted file that is not JSON, or not an object', () => {
    expect(() => loadStubShop({ startedAt: 0, dataDir: dataDir({ 'content.json': '{' }) })).toThrow(
      /content\.json is not JSON/,
    );
    expect(() =>
      loadStubShop({ startedAt: 0, dataDir: dataDir({ 'catalogue.json': '[]' }) }),
    ).toThrow(/catalogue\.json must hold an object/);
  });
});
