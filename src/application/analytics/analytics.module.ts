import { ContainerModule } from 'inversify';
import { AnalyticsService } from './analytics.service';
import { PageViews } from './page-views';

/** The data layer's events, and the page views among them. */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(AnalyticsService).toSelf();
  bind(PageViews).toSelf();
});
