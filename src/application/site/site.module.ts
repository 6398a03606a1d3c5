import { ContainerModule } from 'inversify';
import { SiteContext } from '@/application/shared/site-context.port';
import { SiteStore } from './site.store';
import { StartUp } from './start-up';
import { TranslationStore } from './translation.store';

/** Markets, the current site, the UI texts and the start-up that loads them. */
export const siteModule = new ContainerModule(({ bind }) => {
  bind(SiteStore).toSelf();
  bind(SiteContext).toService(SiteStore);
  bind(TranslationStore).toSelf();
  bind(StartUp).toSelf();
});
