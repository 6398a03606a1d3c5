import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { RestockStore } from '@/application/marketing/restock.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { PrefetchProduct } from '@/application/catalogue/prefetch-product';
import type { SearchItem } from '@/domain/search/search-item';
import { productListButton } from '@/domain/stock/product-list-button';
import { stockBadge } from '@/domain/stock/stock-badge';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import { CardQuickAdd } from './card-quick-add';
import { useAddToCartForm } from '@/ui/cart/add-to-cart-form';
import { ProductImage } from './product-image';
import { purchaseButton } from './purchase-button';
import { QuantityControl } from './quantity-control';
import { restockSubject, variantName, variantPrice, variantUrl } from './search-item-view';
import { useProductCardViewModel } from './use-product-card-view-model';
import { useCardAnalytics } from './use-card-analytics';
import { VariantSwatches } from './variant-swatches';
import { WishlistHeart } from './wishlist-heart';
import { aboveLink, heartPlace, productPicture, stretchedLink } from './product-grid';
import { PriceTag } from './price-tag';
import { comparedPriceDisplay } from '@/domain/money/price-display';

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
`;

const badges = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.15rem 0.5rem;
    background: #fff;
    font-size: 0.75rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  li[data-stock] {
    background: ${colors.beige};
    color: ${tones.error};
  }
`;

/**
 * From 768 px the quick add lies over the picture's foot, never between picture and name: shown
 * on hover or focus where there is a pointer, always on touch screens. A phone has the round
 * control of `CardQuickAdd` instead.
 */
const quick = css`
  display: none;
  ${media.md} {
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 1;
    display: grid;
    gap: 0.5rem;
    padding: 0.5rem;
    background: rgb(251 248 243 / 94%);
  }
  ${media.finePointer} {
    opacity: 0;
    transform: translateY(0.5rem);
    transition:
      opacity 0.2s,
      transform 0.2s;
    article:hover &,
    article:focus-within & {
      opacity: 1;
      transform: none;
    }
  }
`;

const quickRow = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  button {
    min-height: 2.25rem;
    font-size: 0.875rem;
  }
`;

const quickViewButton = css`
  min-height: 2.25rem;
  padding: 0 0.5rem;
  border: 1px solid ${colors.line};
  border-radius: 2px;
  background: #fff;
  font: inherit;
  font-size: 0.8rem;
  color: inherit;
  cursor: pointer;
`;

const name = css`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 400;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const price = css`
  margin: 0;
  font-size: 0.95rem;
`;

/**
 * docs/product.md#product-list-block, docs/product.md#product-list-item: one search item as a card
 * — picture, name, price, swatches, badges and stock badge, the wishlist heart, and the quick add
 * (a quantity and add to cart; notify me or signed up when out of stock; a product with several
 * sizes has its sizes chosen in the quick view): on a phone one round control on the picture, from
 * 768 px a pair over the picture's foot on hover. The whole card links to the product.
 */
export const ProductCard = observer(function ProductCard(props: {
  readonly item: SearchItem;
  /** Zero-based position in the list. */
  readonly position: number;
  /** The name's heading level: one below the list's heading, so no level is skipped. */
  readonly headingLevel?: 2 | 3;
  /** The list analytics reports the card in (docs/product.md#analytics); blank: generic. */
  readonly listName?: string | undefined;
}) {
  const { item, position, headingLevel = 3, listName } = props;
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const ui = useStore(UiStore);
  const restock = useStore(RestockStore);
  const prefetchProduct = useStore(PrefetchProduct);
  const model = useProductCardViewModel(item);
  const { variant, purchase } = model;
  const analytics = useCardAnalytics(item, variant, position, listName);
  // One form for the card's adds, which posts before the page's scripts
  // (docs/product.md#before-scripts).
  const addForm = useAddToCartForm(purchase.itemId, purchase.quantity, () => {
    void purchase.add();
  });
  if (!variant) return null;
  const itemId = variant.customFields.centraItemId;
  const shownPrice = variantPrice(variant, sites.current, sites.site);
  const button = productListButton(
    { id: itemId, quantity: variant.quantity, price: shownPrice },
    restock.signUps,
  );
  const badge = stockBadge(variant.quantity);
  const href = variantUrl(sites.site, variant);
  // docs/product.md#other-calls link prefetch: pointing at or focusing the product fetches it ahead
  // of the click.
  const prefetch = () => prefetchProduct.run(variant.customFields.urlKey);
  const follow = analytics.onFollow;
  const severalSizes = variant.size.length > 1;
  const shownName = variantName(item, variant);
  const chooseSize = () => ui.openProductPopup(item.id);
  const notify = () => restock.open(itemId, restockSubject(item, variant));

  return (
    <article className={card} aria-label={shownName} ref={analytics.ref}>
      <div className={productPicture}>
        <ProductImage
          src={variant.imageUrl || item.imageUrl}
          alt=""
          position={position}
          sizes={imageSizes({ md: '25vw' }, '50vw')}
        />
        <ul className={badges}>
          {variant.customFields.badges.map((label) => (
            <li key={label}>{t(`Badge_${label}`)}</li>
          ))}
          {badge ? <li data-stock="">{t(badge)}</li> : null}
        </ul>
        <WishlistHeart variantId={variant.id} className={heartPlace} />
        {addForm.form}
        <CardQuickAdd
          button={button}
          severalSizes={severalSizes}
          purchase={purchase}
          addFormId={addForm.formId}
          productName={shownName}
          onChooseSize={chooseSize}
          onNotify={notify}
        />
        <div className={quick}>
          {button.kind !== 'add-to-cart' ? (
            <button
              type="button"
              className={purchaseButton}
              data-variant="quiet"
              disabled={button.kind === 'signed-up'}
              onClick={notify}
            >
              {button.kind === 'signed-up' ? t('Product_Signed_Up') : t('Product_Notify_Me')}
            </button>
          ) : severalSizes ? (
            <button type="button" className={purchaseButton} onClick={chooseSize}>
              {t('Product_Choose_Size')}
            </button>
          ) : (
            <div className={quickRow}>
              <QuantityControl stepper={purchase} />
              <button
                type="submit"
                form={addForm.formId}
                className={purchaseButton}
                disabled={purchase.isAdding}
              >
                {purchase.justAdded
                  ? t('Product_Added')
                  : shownPrice === ''
                    ? t('Product_Add_To_Cart_Short')
                    : t('Product_Add_To_Cart', { price: shownPrice })}
              </button>
            </div>
          )}
          <button type="button" className={quickViewButton} onClick={chooseSize}>
            {t('Product_Quick_View')}
          </button>
        </div>
      </div>
      <Name className={cx(name, stretchedLink)}>
        <Link to={href} onPointerEnter={prefetch} onFocus={prefetch} onClick={follow}>
          {shownName}
        </Link>
      </Name>
      {sites.current ? (
        <PriceTag
          className={price}
          price={comparedPriceDisplay(
            variant.price,
            variant.compareAt,
            sites.current.pricelist.currency,
            sites.site,
          )}
        />
      ) : null}
      <div className={aboveLink}>
        <VariantSwatches item={item} shownId={variant.id} onChoose={model.chooseVariant} />
      </div>
    </article>
  );
});
