import { ContainerModule, type Container } from 'inversify';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { CartGateway } from '@/application/cart/cart-gateway.port';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { CheckoutWidget } from '@/application/cart/checkout-widget.port';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { CartStorage } from '@/application/cart/cart-storage.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { LiveShoppingPlayer } from '@/application/live-shopping/live-shopping-player.port';
import { DeliveryTracker } from '@/application/delivery-tracking/delivery-tracker.port';
import { MapsLoader } from '@/application/shop-finder/maps-loader.port';
import { PreviewBridge } from '@/application/content/preview-bridge.port';
import { MarketGateway } from '@/application/site/market-gateway.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { RouteGateway } from '@/application/content/route-gateway.port';
import { SearchGateway } from '@/application/search/search-gateway.port';
import { ShopMap } from '@/application/shop-finder/shop-map.port';
import { MemoryAccountGateway } from '@/adapters/memory/account-gateway.memory';
import { CartCatalogue } from '@/adapters/memory/cart-catalogue';
import { MemoryCartGateway } from '@/adapters/memory/cart-gateway.memory';
import { CartState } from '@/adapters/memory/cart-state';
import { AccountState } from '@/adapters/memory/account-state';
import { MemoryCatalogueGateway } from '@/adapters/memory/catalogue-gateway.memory';
import { MemoryCheckoutWidget } from '@/adapters/memory/checkout-widget.memory';
import { MemoryContentGateway } from '@/adapters/memory/content-gateway.memory';
import { NO_FAULTS, type FaultPort } from '@/adapters/memory/faults/fault-plan';
import { withFaults, withFaultsOn } from '@/adapters/memory/faults/with-faults';
import { MemoryLiveShoppingPlayer } from '@/adapters/memory/live-shopping-player.memory';
import { MemoryDeliveryTracker } from '@/adapters/memory/delivery-tracker.memory';
import { LiveShowOverlay } from '@/adapters/memory/live-show-overlay';
import { LIVE_SHOWS } from '@/adapters/memory/seed/live-shows.seed';
import { seedParcels } from '@/adapters/memory/seed/parcels.seed';
import { MemoryMapsLoader } from '@/adapters/memory/maps-loader.memory';
import { MemoryPreviewBridge } from '@/adapters/memory/preview-bridge.memory';
import { MemoryMarketGateway } from '@/adapters/memory/market-gateway.memory';
import { MemoryMarketingGateway } from '@/adapters/memory/marketing-gateway.memory';
import { MemoryShopMap } from '@/adapters/memory/shop-map.memory';
import { MemoryRouteGateway, swallowingRouteErrors } from '@/adapters/memory/route-gateway.memory';
import { buildSearchIndex } from '@/adapters/memory/search/search-index';
import { MemorySearchGateway } from '@/adapters/memory/search-gateway.memory';
import { seedShop } from '@/adapters/memory/seed/shop.seed';
import type { MemoryConfig } from '@/composition/config';
import { lazySiteContext } from './lazy-site-context';

/**
 * `memory` mode: every port answered by the in-memory fakes over one seeded shop, each behind
 * QA's fault and latency switch (docs/architecture.md#run-modes). A faked timeout rejects at once,
 * as the real client's does when it gives up; `latency` is the switch for slowness.
 */
export function memoryAdaptersModule(config: MemoryConfig, container: Container): ContainerModule {
  const shop = seedShop({
    startedAt: config.startedAt ?? Date.now(),
    catalogueSize: config.catalogueSize,
  });
  const site = lazySiteContext(container);
  const plan = config.faults ?? NO_FAULTS;
  const faulty = <T extends object>(port: FaultPort, fake: T): T => withFaults(fake, port, plan);

  return new ContainerModule(({ bind }) => {
    bind(MarketGateway).toConstantValue(faulty('market', new MemoryMarketGateway()));
    bind(CatalogueGateway).toConstantValue(
      faulty('catalog', new MemoryCatalogueGateway(site, shop.catalogue)),
    );
    bind(CartGateway).toDynamicValue(({ get }) => {
      const state = new CartState({ storage: get<CartStorage>(CartStorage) });
      const cart = new MemoryCartGateway(site, state, new CartCatalogue(shop.catalogue));
      return withFaultsOn(faulty('cart', cart), 'payment', plan, ['paymentResult']);
    });
    bind(SearchGateway).toConstantValue(
      faulty('search', new MemorySearchGateway(site, buildSearchIndex(shop.catalogue))),
    );
    bind(ContentGateway).toConstantValue(
      faulty('content', new MemoryContentGateway(shop.content, site)),
    );
    bind(AccountGateway).toDynamicValue(({ get }) => {
      const state = new AccountState(undefined, get<KeyValueStorage>(KeyValueStorage));
      return faulty('account', new MemoryAccountGateway(state));
    });
    bind(MarketingGateway).toConstantValue(faulty('marketing', new MemoryMarketingGateway(site)));
    bind(RouteGateway).toConstantValue(
      swallowingRouteErrors(faulty('route', new MemoryRouteGateway(shop.routes))),
    );
    bind(CheckoutWidget).toConstantValue(new MemoryCheckoutWidget());
    // In a page the fake show draws its popup; without one (node tests) it is driven directly.
    const overlay = typeof document === 'undefined' ? undefined : new LiveShowOverlay(document);
    bind(LiveShoppingPlayer).toConstantValue(new MemoryLiveShoppingPlayer(LIVE_SHOWS, overlay));
    bind(DeliveryTracker).toConstantValue(new MemoryDeliveryTracker(seedParcels(Date.now())));
    bind(MapsLoader).toConstantValue(new MemoryMapsLoader({ needsKey: false }));
    bind(ShopMap).toConstantValue(new MemoryShopMap());
    bind(PreviewBridge).toConstantValue(new MemoryPreviewBridge());
  });
}
