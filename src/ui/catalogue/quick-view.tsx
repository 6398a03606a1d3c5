import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import type { Product } from '@/domain/catalogue/product';
import { POPUP_RELATED_ITEMS_MAX } from '@/domain/catalogue/quick-view';
import { QUICK_VIEW_WIDTH_PX } from '@/ui/styles/layout';
import type { SearchItem } from '@/domain/search/search-item';
import { shownVariant } from '@/domain/search/shown-variant';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { Dialog } from '@/ui/shared/dialog';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { ProductPurchase } from './product-purchase';
import { variantName, variantUrl } from './search-item-view';
import { useProductViewModel } from './use-product-view-model';
import { VariantSwatches } from './variant-swatches';
import { LIST_NAMES } from '@/domain/analytics/list-names';
import { useCardAnalytics } from './use-card-analytics';
import { shownAfterFetchDelay } from '@/ui/shared/loading-styles';

const popup = css`
  && {
    width: min(100vw - 2rem, ${QUICK_VIEW_WIDTH_PX.normal}px);
  }
`;

const body = css`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
`;

const closeButton = css`
  justify-self: end;
  border: none;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
`;

const related = css`
  display: grid;
  grid-template-columns: repeat(${POPUP_RELATED_ITEMS_MAX}, 1fr);
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    padding: 0;
    border: 1px solid ${colors.line};
    background: none;
    cursor: pointer;
  }
`;

const muted = css`
  margin: 0;
  color: ${tones.muted};
  font-size: 0.875rem;
`;

/**
 * docs/product.md#quick-view: the item of `UiStore.productPopupItemId` among `items` —
 * its swatches, sizes, quantity and add to cart over the catalogue product — and up to 3 other
 * items of the list, each of which takes the current one's place when chosen.
 */
export const QuickView = observer(function QuickView(props: {
  readonly items: readonly SearchItem[];
}) {
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  const item = props.items.find(({ id }) => id === ui.productPopupItemId);
  return (
    <Dialog
      open={item !== undefined}
      onClose={ui.closeProductPopup}
      label={item ? t('Quick_View_Title', { name: item.title }) : t('Product_Quick_View')}
      className={popup}
    >
      {item ? <QuickViewItem key={item.id} item={item} items={props.items} /> : null}
    </Dialog>
  );
});

const QuickViewItem = observer(function QuickViewItem(props: {
  readonly item: SearchItem;
  readonly items: readonly SearchItem[];
}) {
  const { item, items } = props;
  const ui = useStore(UiStore);
  const cache = useStore(ResponseCacheStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const [variantId, setVariantId] = useState(item.selectedVariantId);
  const variant = shownVariant(item, variantId);
  const urlKey = variant?.customFields.urlKey ?? item.customFields.urlKey;

  useEffect(() => {
    void cache.productByUri(urlKey);
  }, [cache, urlKey]);

  const entry = cache.productEntry(urlKey);
  const others = items.filter(({ id }) => id !== item.id).slice(0, POPUP_RELATED_ITEMS_MAX);

  return (
    <div className={body}>
      <button type="button" className={closeButton} onClick={ui.closeProductPopup}>
        {t('Quick_View_Close')}
      </button>
      {variant ? (
        <ProductImage
          src={variant.imageUrl || item.imageUrl}
          alt={variantName(item, variant)}
          position={0}
          sizes={`${QUICK_VIEW_WIDTH_PX.normal}px`}
        />
      ) : null}
      <h2>{variant ? variantName(item, variant) : item.name}</h2>
      <VariantSwatches item={item} shownId={variant?.id ?? ''} onChoose={setVariantId} />
      {entry.status === 'success' ? (
        <QuickViewPurchase product={entry.response} />
      ) : (
        <p
          className={cx(muted, entry.status !== 'error' && shownAfterFetchDelay)}
          aria-live="polite"
        >
          {entry.status === 'error' ? t('GENERIC_ERROR') : t('Product_Loading')}
        </p>
      )}
      {variant ? (
        <Link to={variantUrl(sites.site, variant)} onClick={ui.closeProductPopup}>
          {t('Quick_View_To_Product')}
        </Link>
      ) : null}
      {others.length > 0 ? (
        <section aria-label={t('Product_Related')}>
          <p className={muted}>{t('Product_Related')}</p>
          <ul className={related}>
            {others.map((other, position) => (
              <RelatedItem key={other.id} item={other} position={position} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
});

/**
 * One of the related items under the quick view: choosing it shows it in the popup instead. It
 * counts as a card of the related list (docs/product.md#analytics).
 */
const RelatedItem = observer(function RelatedItem(props: {
  readonly item: SearchItem;
  readonly position: number;
}) {
  const { item, position } = props;
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  const analytics = useCardAnalytics(
    item,
    shownVariant(item, item.selectedVariantId),
    position,
    LIST_NAMES.related,
  );
  return (
    <li ref={analytics.ref}>
      <button
        type="button"
        aria-label={t('Quick_View_Swap', { name: item.name })}
        onClick={() => {
          analytics.onFollow();
          ui.openProductPopup(item.id);
        }}
      >
        <ProductImage src={item.imageUrl} alt="" position={0} sizes="100px" />
      </button>
    </li>
  );
});

const QuickViewPurchase = observer(function QuickViewPurchase(props: {
  readonly product: Product;
}) {
  const model = useProductViewModel(props.product);
  return (
    <>
      {model.price ? <PriceTag price={model.price} /> : null}
      <ProductPurchase model={model} />
    </>
  );
});
