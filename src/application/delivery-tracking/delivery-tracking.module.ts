import { ContainerModule } from 'inversify';
import { DeliveryTrackingStore } from './delivery-tracking.store';

/** The parcel tracker: loaded with its block's view. */
export const deliveryTrackingModule = new ContainerModule(({ bind }) => {
  bind(DeliveryTrackingStore).toSelf();
});
