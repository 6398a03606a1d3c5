// Inversify itself loads the lite Reflect (no Map polyfill, ~3 KB gzip less than the full one).
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { DeliveryTrackingSiteId } from '../application/ports/delivery-tracker.port';
import { MapsApiKey } from '../application/ports/maps-loader.port';
import type { ShopConfig } from './config';
import { browserModule, headlessModule } from './modules/browser.module';
import { storesModule } from './modules/stores.module';

export interface ContainerOptions {
  /** `headless` keeps storage, cookies and events in memory: tests, or a run without a page. */
  readonly platform?: 'browser' | 'headless';
  /** The headless clock; the machine's by default. */
  readonly now?: () => number;
}

/**
 * The one composition root (STYLE §8): binds the stores, the browser's own services, and the
 * adapters of the configured run mode. Each mode's adapters are loaded on demand, so a build
 * ships only what it runs.
 */
export async function createContainer(
  config: ShopConfig,
  options: ContainerOptions = {},
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  const platform = options.platform === 'headless' ? headlessModule(options.now) : browserModule();
  container.load(storesModule, platform);
  container.bind(MapsApiKey).toConstantValue(config.mapsKey ?? '');
  container
    .bind(DeliveryTrackingSiteId)
    .toConstantValue(config.adapters === 'http' ? (config.trackingSiteId ?? '') : '');
  if (config.adapters === 'http') {
    const { httpAdaptersModule } = await import('./modules/http-adapters.module');
    container.load(httpAdaptersModule(config.backend, container));
  } else {
    const { memoryAdaptersModule } = await import('./modules/memory-adapters.module');
    container.load(memoryAdaptersModule(config, container));
  }
  return container;
}
