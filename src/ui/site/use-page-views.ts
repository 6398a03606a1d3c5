import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { PageViews } from '@/application/analytics/page-views';
import { useStore } from '@/ui/shared/container-context';

/**
 * docs/product.md#other-calls pageView: reports every page the shopper reaches — the first once
 * the page is theirs (effects never run in the server's render), each later one when the router
 * has rendered it, so the title is the new page's. Impressions still waiting are pushed when the
 * shopper leaves the page.
 */
export function usePageViews(): void {
  const pageViews = useStore(PageViews);
  const analytics = useStore(AnalyticsService);
  const { pathname, search } = useLocation();

  useEffect(() => {
    void pageViews.reached(`${pathname}${search}`, document.title);
  }, [pageViews, pathname, search]);

  useEffect(() => {
    window.addEventListener('pagehide', analytics.flush);
    return () => window.removeEventListener('pagehide', analytics.flush);
  }, [analytics]);
}
