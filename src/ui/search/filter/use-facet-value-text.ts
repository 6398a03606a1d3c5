import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { formatPrice } from '@/domain/money/price-format';
import { parseRangeValue } from '@/domain/search/range-value';
import { useStore } from '@/ui/app/container-context';
import { rangeLabel } from './facet-label';

/**
 * How a facet value reads to a shopper: a price range (`0-250`) in the market's currency, any
 * other value as the provider wrote it.
 */
export function useFacetValueText(): (value: string) => string {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const currency = sites.current?.pricelist.currency;
  const price = (amount: number) =>
    currency ? formatPrice(amount, currency, sites.site) : String(amount);
  return (value) => (parseRangeValue(value) ? rangeLabel(value, t, price) : value);
}
