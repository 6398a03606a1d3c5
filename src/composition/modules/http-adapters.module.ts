import { ContainerModule, type Container } from 'inversify';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CheckoutWidget } from '@/application/cart/checkout-widget.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';
import {
  DeliveryTracker,
  DeliveryTrackingSiteId,
} from '@/application/delivery-tracking/delivery-tracker.port';
import { ScriptLoader } from '@/application/shared/script-loader.port';
import { MapsLoader } from '@/application/shop-finder/maps-loader.port';
import { MarketGateway } from '@/application/site/market-gateway.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { PreviewBridge } from '@/application/content/preview-bridge.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { ShopMap } from '@/application/shop-finder/shop-map.port';
import { CentraCheckoutWidget } from '@/adapters/browser/centra-checkout-widget';
import { GoogleMapsLoader } from '@/adapters/browser/google-maps-loader';
import { GoogleShopMap } from '@/adapters/browser/google-shop-map';
import { EmbedLiveShoppingPlayer } from '@/adapters/browser/embed-live-shopping-player';
import { UnconfiguredLiveShoppingPlayer } from '@/adapters/browser/unconfigured-live-shopping-player';
import { IngridDeliveryTracker } from '@/adapters/browser/ingrid-delivery-tracker';
import { AccountHttp, createAccountHttp } from '@/adapters/http/account-client';
import { HttpAccountGateway } from '@/adapters/http/account-gateway.http';
import { HttpCartGateway } from '@/adapters/http/cart-gateway.http';
import { HttpCatalogueGateway } from '@/adapters/http/catalogue-gateway.http';
import { CommerceHttp, createCommerceHttp } from '@/adapters/http/commerce-client';
import { ContentClient, createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { HttpMarketGateway } from '@/adapters/http/market-gateway.http';
import { HttpMarketingGateway } from '@/adapters/http/marketing-gateway.http';
import { HttpRouteGateway } from '@/adapters/http/route-gateway.http';
import { createSearchClient, SearchClient } from '@/adapters/http/search-client';
import { HttpSearchGateway } from '@/adapters/http/search-gateway.http';
import { StoryblokPreviewBridge } from '@/adapters/http/storyblok-preview-bridge';
import { apiBaseOf, proxyBaseOf } from '@/composition/backend-urls';
import type { BackendConfig } from '@/composition/config';
import { lazySiteContext } from './lazy-site-context';

/**
 * `http` mode: every port answered by the real backends of docs/product.md#commerce-backend; the
 * live show by the provider's embed at `liveShoppingScript`, when one is configured.
 */
export function httpAdaptersModule(
  backend: BackendConfig,
  container: Container,
  liveShoppingScript?: string,
): ContainerModule {
  const site = lazySiteContext(container);
  return new ContainerModule(({ bind }) => {
    bind(CommerceHttp).toConstantValue(
      createCommerceHttp({ apiBase: apiBaseOf(backend.base), timeoutMs: backend.timeoutMs }, site),
    );
    bind(AccountHttp).toConstantValue(createAccountHttp({ accountBase: backend.accountBase }));
    bind(ContentClient).toConstantValue(
      createContentClient({ proxyBase: proxyBaseOf(backend.base) }),
    );
    bind(SearchClient).toConstantValue(
      createSearchClient({
        searchBase: backend.searchBase,
        key: backend.searchKey,
        timeoutMs: backend.timeoutMs,
      }),
    );
    bind(MarketGateway).to(HttpMarketGateway);
    bind(CatalogueGateway).to(HttpCatalogueGateway);
    bind(CartGateway).to(HttpCartGateway);
    bind(SearchGateway).to(HttpSearchGateway);
    bind(ContentGateway).to(HttpContentGateway);
    bind(AccountGateway).to(HttpAccountGateway);
    bind(MarketingGateway).to(HttpMarketingGateway);
    bind(RouteGateway).to(HttpRouteGateway);
    bind(CheckoutWidget).toConstantValue(new CentraCheckoutWidget());
    bind(LiveShoppingPlayer).toDynamicValue(({ get }) =>
      liveShoppingScript
        ? new EmbedLiveShoppingPlayer(get<ScriptLoader>(ScriptLoader), liveShoppingScript)
        : new UnconfiguredLiveShoppingPlayer(),
    );
    bind(DeliveryTracker).toDynamicValue(
      ({ get }) =>
        new IngridDeliveryTracker(
          get<ScriptLoader>(ScriptLoader),
          get<string>(DeliveryTrackingSiteId),
        ),
    );
    bind(MapsLoader).toConstantValue(new GoogleMapsLoader());
    bind(ShopMap).toConstantValue(new GoogleShopMap());
    bind(PreviewBridge).toConstantValue(new StoryblokPreviewBridge());
  });
}
