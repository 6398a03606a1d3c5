import { ContainerModule, type Container } from 'inversify';
import { ContentGateway } from '../../application/ports/content-gateway.port';
import { MarketGateway } from '../../application/ports/market-gateway.port';
import { SiteContext } from '../../application/ports/site-context.port';
import { CommerceHttp, createCommerceHttp } from '../../adapters/http/commerce-client';
import { ContentClient, createContentClient } from '../../adapters/http/content-client';
import { HttpContentGateway } from '../../adapters/http/content-gateway.http';
import { HttpMarketGateway } from '../../adapters/http/market-gateway.http';
import type { BackendConfig } from '../config';

/** `http` mode: every port answered by the real backends of SPEC §7. */
export function httpAdaptersModule(backend: BackendConfig, container: Container): ContainerModule {
  // The site is read when a request is sent, not when the client is built: the SiteStore
  // that provides it itself needs the market gateway built on this client.
  const site: SiteContext = {
    get site() {
      return container.get<SiteContext>(SiteContext).site;
    },
    get isPreview() {
      return container.get<SiteContext>(SiteContext).isPreview;
    },
  };
  return new ContainerModule(({ bind }) => {
    bind(CommerceHttp).toConstantValue(
      createCommerceHttp({ apiBase: `${backend.base}/api`, timeoutMs: backend.timeoutMs }, site),
    );
    bind(ContentClient).toConstantValue(
      createContentClient({
        proxyBase: `${backend.base}/api/storyblok-proxy`,
        version: 'published',
      }),
    );
    bind(MarketGateway).to(HttpMarketGateway).inSingletonScope();
    bind(ContentGateway).to(HttpContentGateway).inSingletonScope();
  });
}
