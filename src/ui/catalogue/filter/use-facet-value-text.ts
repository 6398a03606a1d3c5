import { FacetLabelStore } from '@/application/catalogue/facet-label.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { formatPrice } from '@/domain/money/price-format';
import { parseRangeValue } from '@/domain/search/range-value';
import { useStore } from '@/ui/shared/container-context';
import { rangeLabel } from './facet-label';

/**
 * How a facet value reads to a shopper: a price range (`0-250`) in the market's currency, any
 * other value in the site's language as the filter metadata labels it, or as the provider wrote
 * it where it has no label (docs/product.md#filters-and-sort).
 */
export function useFacetValueText(): (facet: string, value: string) => string {
  const sites = useStore(SiteStore);
  const labels = useStore(FacetLabelStore);
  const { t } = useStore(TranslationStore);
  const currency = sites.current?.pricelist.currency;
  const price = (amount: number) =>
    currency ? formatPrice(amount, currency, sites.site) : String(amount);
  return (facet, value) =>
    parseRangeValue(value) ? rangeLabel(value, t, price) : labels.valueLabel(facet, value);
}
