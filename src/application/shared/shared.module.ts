import { ContainerModule } from 'inversify';
import { NotificationStore } from './notification.store';
import { UiStore } from './ui.store';

/** What every feature leans on: the open panel and overlays, and the toasts. */
export const sharedModule = new ContainerModule(({ bind }) => {
  bind(UiStore).toSelf();
  bind(NotificationStore).toSelf();
});
