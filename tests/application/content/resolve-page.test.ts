import { describe, expect, it, vi } from 'vitest';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { SiteStore } from '@/application/site/site.store';
import { ResolvePage } from '@/application/content/resolve-page';
import type { Site } from '@/domain/site/site';
import { testContainer } from '../../support/test-container';

async function resolver(site: Site = { country: 'se', language: 'sv' }, preview = false) {
  const container = await testContainer();
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite(site, { preview });
  return container.get(ResolvePage);
}

describe('ResolvePage (docs/product.md#routes, docs/product.md#route-lookup)', () => {
  it('finds a content page by its slug and loads it', async () => {
    const resolve = await resolver();
    const page = await resolve.run('/se/om-oss');
    expect(page.kind).toBe('content');
    if (page.kind === 'content') expect(page.story.fullSlug).toBe('sv/om-oss');
  });

  it('finds the start page at the bare prefix', async () => {
    const page = await (await resolver({ country: 'se', language: 'en' })).run('/se-en');
    expect(page).toMatchObject({ kind: 'content', story: { fullSlug: 'en/' } });
  });

  it('finds a category list by its path and a product by its URL key', async () => {
    const resolve = await resolver();
    expect(await resolve.run('/se/servering/tallrikar/')).toEqual({
      kind: 'category',
      path: 'servering/tallrikar',
    });
    expect(await resolve.run('/se/middagstallrik-sand')).toEqual({
      kind: 'product',
      uri: 'middagstallrik-sand',
    });
  });

  it('is a 404 for a path nobody knows', async () => {
    const page = await (await resolver()).run('/se/no/such/page');
    expect(page).toEqual({
      kind: 'error',
      error: { status: 404, message: 'This page could not be found' },
    });
  });

  it('shows editors an unpublished page by its slug in preview only', async () => {
    const english = { country: 'se', language: 'en' } as const;
    expect(await (await resolver(english)).run('/se-en/autumn-news')).toMatchObject({
      kind: 'error',
      error: { status: 404 },
    });
    expect(await (await resolver(english, true)).run('/se-en/autumn-news')).toMatchObject({
      kind: 'content',
      story: { fullSlug: 'en/autumn-news' },
    });
    expect(await (await resolver(english, true)).run('/se-en/no-such-draft')).toMatchObject({
      kind: 'error',
      error: { status: 404 },
    });
  });

  it('takes a route asked for ahead instead of asking again', async () => {
    const container = await testContainer();
    const asked = vi.spyOn(container.get<RouteGateway>(RouteGateway), 'route');
    const resolve = container.get(ResolvePage);
    resolve.askAhead('/no-en/servering/tallrikar');
    expect(asked).toHaveBeenCalledWith('servering/tallrikar', { country: 'no', language: 'en' });
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'no', language: 'en' });
    expect(await resolve.run('/no-en/servering/tallrikar')).toEqual({
      kind: 'category',
      path: 'servering/tallrikar',
    });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another site was set', { country: 'se', language: 'sv' }, false, '/no-en/servering'],
    ['the site set is a preview', { country: 'no', language: 'en' }, true, '/no-en/servering'],
    ['another path is run', { country: 'no', language: 'en' }, false, '/no-en/servering/skålar'],
  ] as const)('asks again when %s', async (_case, site, preview, runPath) => {
    const container = await testContainer();
    const asked = vi.spyOn(container.get<RouteGateway>(RouteGateway), 'route');
    const resolve = container.get(ResolvePage);
    resolve.askAhead('/no-en/servering');
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite(site, { preview });
    await resolve.run(runPath);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(asked).toHaveBeenLastCalledWith(runPath.split('/').slice(2).join('/'));
  });

  it('asks nothing ahead once a site is set, or for an address that names none', async () => {
    const container = await testContainer();
    const asked = vi.spyOn(container.get<RouteGateway>(RouteGateway), 'route');
    const resolve = container.get(ResolvePage);
    resolve.askAhead('/kitchen/bowls');
    expect(asked).not.toHaveBeenCalled();
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'se', language: 'sv' });
    resolve.askAhead('/se/servering');
    expect(asked).not.toHaveBeenCalled();
  });
});
