import { ContainerModule } from 'inversify';
import { SiteContext } from '../../application/ports/site-context.port';
import { NotificationStore } from '../../application/stores/notification.store';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';

/** The view-model stores: one singleton per concern (STYLE §8). */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(SiteStore).toSelf().inSingletonScope();
  bind(SiteContext).toService(SiteStore);
  bind(TranslationStore).toSelf().inSingletonScope();
  bind(NotificationStore).toSelf().inSingletonScope();
});
