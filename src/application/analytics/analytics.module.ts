import { ContainerModule } from 'inversify';
import { AnalyticsService } from './analytics.service';

/** The data layer's events. */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(AnalyticsService).toSelf();
});
