import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { AnalyticsService } from '@/application/analytics/analytics.service';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SearchStore } from '@/application/search/search.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { productDetail } from '@/domain/analytics/product-events';
import type { Product } from '@/domain/catalogue/product';
import { productCategories } from '@/domain/catalogue/product-categories';
import { LAZY_LOAD_THRESHOLD_PX } from '@/domain/images/image-loading';
import { RECOMMENDATION_LIMIT } from '@/domain/search/recommendations-request';
import { offeredSizeGuide, offersSizes, sizeGuideFor } from '@/domain/sizes/size-guide';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { useStore } from '@/ui/shared/container-context';
import { PriceTag } from '@/ui/catalogue/price-tag';
import { ProductList } from '@/ui/catalogue/product-list';
import { ProductPurchase } from '@/ui/catalogue/product-purchase';
import { useProductViewModel } from '@/ui/catalogue/use-product-view-model';
import { colors, tones } from '@/ui/styles/tokens';
import { media, mediaQueries } from '@/ui/styles/breakpoints';
import { categoryQuery } from '@/ui/catalogue/category-page/category-query';
import { ProductGallery } from './product-gallery';
import { SilkSwatches } from './silk-swatches';
import { DocumentTitle } from '@/ui/shared/document-title';
import { useNearViewport } from '@/ui/shared/use-near-viewport';
import { useScrolledPast } from '@/ui/shared/use-scrolled-past';
import { ProductHead } from '@/ui/catalogue/product-head';
import { Breadcrumbs } from '@/ui/catalogue/breadcrumbs';
import { PurchaseNotes } from './purchase-notes';
import { LIST_NAMES } from '@/domain/analytics/list-names';
import { ProductInformation } from './product-information';
import { StickyBuyBar } from './sticky-buy-bar';

const page = css`
  display: grid;
  gap: 3rem;
`;

const top = css`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    gap: 2.5rem;
    align-items: start;
  }
`;

const info = css`
  display: grid;
  gap: 1.25rem;
  ${media.md} {
    position: sticky;
    top: 1.5rem;
  }
  h1 {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 400;
  }
  p {
    margin: 0;
  }
`;

const brand = css`
  color: ${tones.muted};
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const price = css`
  font-size: 1.25rem;
`;

const linkButton = css`
  justify-self: start;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const details = css`
  display: grid;
  gap: 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${colors.line};
  line-height: 1.6;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
    font-size: 0.875rem;
  }
  dt {
    color: ${tones.muted};
  }
  dd {
    margin: 0;
  }
`;

/** docs/product.md#product-list-item stock badge, here for the chosen size (or all sizes). */
const stockNote = css`
  margin: 0;
  color: ${tones.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** The query of the product page's related items (same category). */
function relatedQueryName(product: Product): string {
  return `related:${product.id}`;
}

/**
 * docs/product.md#product-page: the product page, reached from its URL key (the route's loader fetched it):
 * gallery, name, price, colour swatches, size selection, quantity, add to cart, wishlist heart,
 * notify me, the size guide for categories that have one the content service lists, the base
 * product information of its mother sku and related items; reports `productDetail`
 * (docs/product.md#commerce-backend).
 */
export const ProductPage = observer(function ProductPage(props: { readonly uri: string }) {
  const cache = useStore(ResponseCacheStore);
  const { t } = useStore(TranslationStore);
  useEffect(() => {
    void cache.productByUri(props.uri);
  }, [cache, props.uri]);
  const entry = cache.productEntry(props.uri);
  if (entry.status === 'error') return <p role="alert">{t('GENERIC_ERROR')}</p>;
  if (entry.status !== 'success') return <p aria-busy="true">{t('Product_Loading')}</p>;
  return (
    <>
      <DocumentTitle name={entry.response.name} />
      <ProductView product={entry.response} />
    </>
  );
});

const ProductView = observer(function ProductView(props: { readonly product: Product }) {
  const { product } = props;
  const model = useProductViewModel(product);
  const cache = useStore(ResponseCacheStore);
  const search = useStore(SearchStore);
  const sites = useStore(SiteStore);
  const analytics = useStore(AnalyticsService);
  const ui = useStore(UiStore);
  const stories = useStore(ProductStoriesStore);
  const { t } = useStore(TranslationStore);
  const tree = cache.categoriesEntry();
  const categories = tree.status === 'success' ? productCategories(product, tree.response) : [];
  const deepest = categories.at(-1);
  const guide = sizeGuideFor(categories.map(({ name }) => name));
  // The link only to a guide the content service lists (docs/decisions/0091).
  const offeredGuide = offeredSizeGuide(guide, stories.sizeGuideNames);
  const currency = sites.current?.pricelist.currency.code;
  const priceAsNumber = sites.current
    ? product.pricesByPricelist[sites.current.pricelist.id]?.priceAsNumber
    : undefined;

  useEffect(() => {
    void cache.categories();
    void stories.loadSizeGuideNames();
  }, [cache, stories]);

  useEffect(() => {
    if (currency === undefined || priceAsNumber === undefined) return;
    analytics.push(
      productDetail(currency, {
        id: product.sku,
        name: product.name,
        price: priceAsNumber,
        brand: product.brandName,
        variant: product.silkVariantName,
      }),
    );
  }, [analytics, currency, priceAsNumber, product]);

  // A phone's buy bar follows once the page's own buy button has scrolled away.
  const purchaseBlock = useRef<HTMLDivElement | null>(null);
  const [watchPurchase, buyBarShown] = useScrolledPast(mediaQueries.mobile);
  const setPurchase = useCallback(
    (element: HTMLDivElement | null) => {
      purchaseBlock.current = element;
      watchPurchase(element);
    },
    [watchPurchase],
  );
  const backToSizes = () => {
    purchaseBlock.current?.scrollIntoView({ block: 'center' });
    purchaseBlock.current?.querySelector('button')?.focus({ preventScroll: true });
  };

  const relatedName = relatedQueryName(product);
  const deepestUri = deepest?.uri;
  // Below the product on a phone: asked for, and drawn, once it comes within 150 px of the
  // viewport (docs/product.md#constants-and-limits), not in the page's first busy second.
  const [relatedRef, relatedNear] = useNearViewport(true, LAZY_LOAD_THRESHOLD_PX);
  useEffect(() => {
    if (deepestUri === undefined || !relatedNear) return;
    void search.run(categoryQuery(deepestUri, RECOMMENDATION_LIMIT + 1, relatedName));
  }, [search, deepestUri, relatedName, relatedNear]);

  return (
    <div className={page}>
      <ProductHead
        product={product}
        category={deepest}
        tree={tree.status === 'success' ? tree.response : []}
      />
      <Breadcrumbs
        category={deepest}
        tree={tree.status === 'success' ? tree.response : []}
        current={product.name}
      />
      <div className={top}>
        <ProductGallery media={product.media} />
        <div className={info}>
          <p className={brand}>{product.brandName}</p>
          <h1>{product.name}</h1>
          {model.price ? <PriceTag price={model.price} className={price} /> : null}
          {model.stockBadge ? <p className={stockNote}>{t(model.stockBadge)}</p> : null}
          <p>{t('Product_Color', { color: product.silkVariantName })}</p>
          <SilkSwatches product={product} />
          <div ref={setPurchase}>
            <ProductPurchase model={model} guide={guide} />
          </div>
          <PurchaseNotes />
          {offeredGuide && offersSizes(product.items) ? (
            <button
              type="button"
              className={linkButton}
              onClick={() => ui.openSizeGuide(product.id)}
            >
              {t('Size_Guide_Open')}
            </button>
          ) : null}
          <div className={details}>
            {/* The short text only when the long one does not already open with it. */}
            {product.excerpt && !product.description.startsWith(product.excerpt) ? (
              <p>{product.excerpt}</p>
            ) : null}
            {product.description ? <p>{product.description}</p> : null}
            <dl>
              {product.measurement ? (
                <>
                  <dt>{t('Product_Measurements')}</dt>
                  <dd>{product.measurement}</dd>
                </>
              ) : null}
              {product.volume ? (
                <>
                  <dt>{t('Product_Volume')}</dt>
                  <dd>{product.volume}</dd>
                </>
              ) : null}
              <dt>{t('Product_Article_Number')}</dt>
              <dd>{product.sku}</dd>
            </dl>
          </div>
          <ProductInformation motherSku={product.motherSku} />
        </div>
      </div>
      {buyBarShown ? <StickyBuyBar model={model} onChooseSize={backToSizes} /> : null}
      <div ref={relatedRef}>
        {relatedNear ? (
          <ProductList
            queryName={relatedName}
            headline={t('Product_Related')}
            filterBar={false}
            maxItems={RECOMMENDATION_LIMIT}
            excludeVariant={product.id}
            listName={LIST_NAMES.related}
          />
        ) : null}
      </div>
    </div>
  );
});
