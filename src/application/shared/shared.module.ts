import { ContainerModule } from 'inversify';
import { BoundedWait } from './bounded-wait';
import { HeaderFeedbackStore } from './header-feedback.store';
import { LoadingBarStore } from './loading-bar.store';
import { NotificationStore } from './notification.store';
import { SizeChoiceStore } from './size-choice.store';
import { UiStore } from './ui.store';

/**
 * What every feature leans on: the open panel and overlays, the header's stuck state and icons,
 * the loading bar, the sizes chosen, the toasts, and bounded waits.
 */
export const sharedModule = new ContainerModule(({ bind }) => {
  bind(UiStore).toSelf();
  bind(HeaderFeedbackStore).toSelf();
  bind(LoadingBarStore).toSelf();
  bind(SizeChoiceStore).toSelf();
  bind(NotificationStore).toSelf();
  bind(BoundedWait).toSelf();
});
