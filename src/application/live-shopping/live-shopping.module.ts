import { ContainerModule } from 'inversify';
import { LiveShoppingStore } from './live-shopping.store';

/**
 * Live shopping (docs/product.md#live-shopping): the show's countdown, the player and the
 * products shown in it. It sits above the catalogue, content and marketing, whose stores it reads.
 */
export const liveShoppingModule = new ContainerModule(({ bind }) => {
  bind(LiveShoppingStore).toSelf();
});
