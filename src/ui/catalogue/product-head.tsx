import { observer } from 'mobx-react-lite';
import { SiteStore } from '@/application/site/site.store';
import type { Category, Product } from '@/domain/catalogue/product';
import { siteUrl } from '@/domain/seo/alternates';
import { breadcrumbJsonLd, productJsonLd } from '@/domain/seo/structured-data';
import { useStore } from '@/ui/shared/container-context';
import { PageHead } from '@/ui/shared/page-head';
import { useBreadcrumbs } from './use-breadcrumbs';

/**
 * A product page's head (docs/product.md#search-engines): its excerpt and picture, the trail
 * through its deepest category, and the product with its offer in the site's market.
 */
export const ProductHead = observer(function ProductHead(props: {
  readonly product: Product;
  readonly category: Category | undefined;
  readonly tree: readonly Category[];
}) {
  const { product, category, tree } = props;
  const sites = useStore(SiteStore);
  const { origin } = sites;
  const url = siteUrl(origin, sites.site, product.uri);
  const images = product.media.map((image) => new URL(image.url, origin).href);
  const crumbs = [...useBreadcrumbs(category, tree), { name: product.name, url }];
  const market = sites.current;
  const offer = market
    ? productJsonLd({
        product,
        url,
        images,
        pricelistId: market.pricelist.id,
        currency: market.pricelist.currency.code,
        marketId: market.market.id,
      })
    : undefined;
  return (
    <PageHead
      heading={product.name}
      description={product.excerpt || undefined}
      image={images[0]}
      type="product"
      structuredData={[breadcrumbJsonLd(crumbs), ...(offer ? [offer] : [])]}
    />
  );
});
