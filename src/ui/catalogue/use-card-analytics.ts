import { useEffect, useRef } from 'react';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { SiteStore } from '@/application/site/site.store';
import { productClick } from '@/domain/analytics/product-events';
import { searchItemAnalytics } from '@/domain/analytics/search-item-analytics';
import type { SearchItem, Variant } from '@/domain/search/search-item';
import { useStore } from '@/ui/shared/container-context';
import { useNearViewport } from '@/ui/shared/use-near-viewport';

/**
 * docs/product.md#other-calls productImpressions and productClick for one card: the card is
 * queued as an impression the first time it enters the viewport (the queue pushes after 500 ms of
 * quiet), and following it reports a click at its 1-based position in `list` (blank: Generic
 * Product List). Waiting impressions are pushed before the click, so reports see them in order.
 * Returns the ref for the card's element and the handler for its links.
 */
export function useCardAnalytics(
  item: SearchItem,
  variant: Variant | undefined,
  position: number,
  list: string | undefined,
) {
  const analytics = useStore(AnalyticsService);
  const sites = useStore(SiteStore);
  const currency = sites.current?.pricelist.currency.code;
  const [ref, seen] = useNearViewport(true, 0);
  const reported = useRef(false);

  useEffect(() => {
    if (!seen || reported.current || !variant || currency === undefined) return;
    reported.current = true;
    const product = searchItemAnalytics(item, variant);
    analytics.queueImpression(currency, { ...product, position: position + 1, list });
  }, [analytics, seen, currency, item, variant, position, list]);

  const onFollow = () => {
    if (!variant || currency === undefined) return;
    analytics.flush();
    analytics.push(productClick(currency, searchItemAnalytics(item, variant), position + 1, list));
  };
  return { ref, onFollow };
}
