import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { AccountStore } from '@/application/account/account.store';
import { OrderHistoryStore } from '@/application/account/order-history.store';
import { ContentStore } from '@/application/content/content.store';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { createContainer } from '@/composition/container';
import { STUB_SEARCH_KEY } from '../../../stub-backend/routes/search.routes';
import { startStubBackend, type RunningStub } from '../../../stub-backend/serve';

/**
 * Token scope: the account token (docs/product.md#roles-and-permissions `token` header) reaches the
 * account service and nothing else. The whole shop runs in http mode against the stub backend,
 * which records every request with its headers; a signed-in shopper then touches every other
 * service.
 */
describe('token scope: the `token` header goes to the account service only', () => {
  let stub: RunningStub;
  let token: string | undefined;

  beforeAll(async () => {
    stub = await startStubBackend();
    const container = await createContainer(
      {
        adapters: 'http',
        backend: {
          base: stub.base,
          accountBase: `${stub.base}/api`,
          searchBase: `${stub.base}/findify`,
          searchKey: STUB_SEARCH_KEY,
          timeoutMs: 5000,
        },
      },
      { platform: 'headless' },
    );
    const sites = container.get(SiteStore);
    await sites.loadMarkets();
    sites.setSite({ country: 'se', language: 'sv' });
    const account = container.get(AccountStore);
    await account.login({ email: 'demo@lera.shop', password: 'lera-demo-2026' });
    token = account.token;
    await container.get(OrderHistoryStore).loadOrders();

    await container.get(ContentStore).load('sv');
    await container.get(TranslationStore).load('sv');
    await container.get(SearchStore).searchFor('tallrik');
    const catalogue = container.get<CatalogueGateway>(CatalogueGateway);
    const [product] = await catalogue.products();
    await container.get<CartGateway>(CartGateway).addItem(product!.items[0]!.id);
    const marketing = container.get<MarketingGateway>(MarketingGateway);
    await marketing.subscribeNewsletter('demo@lera.shop', 'list-1');
    await container.get<RouteGateway>(RouteGateway).route('om-oss');
  }, 30_000);

  afterAll(() => stub.close());

  it('signs in, so there is a token to leak', () => {
    expect(token).toEqual(expect.any(String));
    expect(token).not.toBe('');
  });

  it('sends the token on the account calls that need it', () => {
    const withToken = stub.seen.filter((request) => request.headers.token === token);
    expect(withToken.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['GET /api/account', 'GET /api/account/orders']),
    );
  });

  it('touches every other service, without the token', () => {
    const paths = stub.seen.map((request) => request.path);
    expect(paths.some((path) => path.startsWith('/api/storyblok-proxy/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/findify/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/cart'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/products'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/klaviyo/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/mateus/route/'))).toBe(true);
    const leaks = stub.seen
      .filter((request) => 'token' in request.headers)
      .filter((request) => !request.path.startsWith('/api/account'));
    expect(leaks.map((request) => `${request.method} ${request.path}`)).toEqual([]);
  });

  it('never puts the token anywhere else in a request either (query, body, other headers)', () => {
    const elsewhere = stub.seen
      .filter((request) => !request.path.startsWith('/api/account'))
      .filter((request) => {
        const { token: _header, ...otherHeaders } = request.headers;
        const text = JSON.stringify([request.query, request.body, otherHeaders]);
        return token !== undefined && text.includes(token);
      });
    expect(elsewhere.map((request) => `${request.method} ${request.path}`)).toEqual([]);
  });
});
