import { ContainerModule } from 'inversify';
import { HeroHotspotStore } from './hero-hotspot.store';
import { HotspotViewModelFactory } from './hotspot-view-model.factory';

/** The hero's product hotspots: loaded with the hero's view, the first time one is shown. */
export const heroHotspotModule = new ContainerModule(({ bind }) => {
  bind(HeroHotspotStore).toSelf();
  bind(HotspotViewModelFactory).toSelf();
});
