import { ContainerModule } from 'inversify';
import { BoundedWait } from './bounded-wait';
import { NotificationStore } from './notification.store';
import { UiStore } from './ui.store';

/** What every feature leans on: the open panel and overlays, the toasts, and bounded waits. */
export const sharedModule = new ContainerModule(({ bind }) => {
  bind(UiStore).toSelf();
  bind(NotificationStore).toSelf();
  bind(BoundedWait).toSelf();
});
