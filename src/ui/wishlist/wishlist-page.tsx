import { wishlistPageModule } from '@/application/wishlist/wishlist-page.module';
import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { WishlistPageStore } from '@/application/wishlist/wishlist-page.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import type { Product } from '@/domain/catalogue/product';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { PriceTag } from '@/ui/catalogue/price-tag';
import {
  aboveLink,
  heartPlace,
  productGrid,
  productPicture,
  stretchedLink,
} from '@/ui/catalogue/product-grid';
import { ProductImage } from '@/ui/catalogue/product-image';
import { purchaseButton } from '@/ui/catalogue/purchase-button';
import { useProductViewModel } from '@/ui/catalogue/use-product-view-model';
import { HeartButton } from '@/ui/catalogue/wishlist-heart';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { imageSizes } from '@/ui/styles/breakpoints';
import { type WishlistDesign, wishlistDesigns } from './wishlist-designs';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';

const page = css`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 0 4rem;
  h1 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.pageTitle};
    font-weight: 400;
    letter-spacing: 0.02em;
  }
  > p {
    margin: 0;
    color: ${tones.muted};
  }
`;

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 400;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  small {
    color: ${tones.muted};
  }
`;

const cta = css`
  margin-top: auto;
  button,
  a {
    width: 100%;
    min-height: 2.5rem;
    font-size: 0.875rem;
  }
  a {
    display: grid;
    place-items: center;
    border: 1px solid ${colors.ink};
    color: inherit;
    text-decoration: none;
  }
`;

/**
 * docs/product.md#wishlist `/{site}/wishlist`, docs/product.md#wishlist: the wished-for colours as
 * cards, one per design, loaded through the response cache; a card's heart and add to cart go
 * through `WishlistPageStore`, which switches the card to the design's other wished colour.
 */
export const WishlistPage = observer(function WishlistPage() {
  const wishlist = useStore(WishlistStore);
  const cache = useStore(ResponseCacheStore);
  const { t } = useStore(TranslationStore);
  const ids = wishlist.ids;

  useEffect(() => {
    for (const id of ids) {
      void cache.productById(id).then((entry) => {
        if (entry.status === 'success') void cache.silkProducts(entry.response.silkId);
      });
    }
  }, [cache, ids]);

  const entries = ids.map((id) => cache.productByIdEntry(id));
  const designs = wishlistDesigns(entries, cache.silkProductsEntry);
  const loading = entries.some(({ status }) => status === 'loading' || status === 'notLoaded');

  return (
    <section className={page} aria-busy={loading}>
      <h1>{t('Wishlist_Title')}</h1>
      <DocumentTitle name={t('Wishlist_Title')} />
      <ShopDescription />
      {ids.length === 0 ? (
        <p>{t('Wishlist_Empty')}</p>
      ) : (
        <p>{t('Wishlist_Count', { count: ids.length })}</p>
      )}
      <ul className={productGrid}>
        {designs.map((design, position) => (
          <li key={design.silkId}>
            <WishlistCard design={design} position={position} />
          </li>
        ))}
      </ul>
    </section>
  );
});

const WishlistCard = observer(function WishlistCard(props: {
  readonly design: WishlistDesign;
  readonly position: number;
}) {
  const wishlistPage = useStore(WishlistPageStore, wishlistPageModule);
  const variantIds = props.design.variants.map(({ id }) => id);
  const shownId = wishlistPage.shownVariant(variantIds);
  const product =
    props.design.variants.find(({ id }) => id === shownId) ?? props.design.variants[0];
  if (!product) return null;
  return (
    <WishlistVariantCard product={product} variantIds={variantIds} position={props.position} />
  );
});

const WishlistVariantCard = observer(function WishlistVariantCard(props: {
  readonly product: Product;
  readonly variantIds: readonly string[];
  readonly position: number;
}) {
  const { product, variantIds } = props;
  const wishlist = useStore(WishlistStore);
  const wishlistPage = useStore(WishlistPageStore, wishlistPageModule);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const model = useProductViewModel(product);
  const [adding, setAdding] = useState(false);
  const href = `/${formatSite(site)}/${product.uri}`;
  const wished = wishlist.has(product.id);
  const image = product.media[0];
  const item = model.selectedItem;

  const add = async () => {
    if (!item) return;
    setAdding(true);
    await wishlistPage.addToCart(variantIds, product.id, {
      itemId: item.id,
      stock: model.stock,
      productName: product.name,
    });
    setAdding(false);
  };

  return (
    <article className={card} aria-label={product.name}>
      <div className={productPicture}>
        <ProductImage
          src={image?.url ?? ''}
          alt=""
          position={props.position}
          sizes={imageSizes({ md: '25vw' }, '50vw')}
        />
        <HeartButton
          className={heartPlace}
          pressed={wished}
          label={
            wished
              ? t('Wishlist_Remove', { name: product.name })
              : t('Wishlist_Add', { name: product.name })
          }
          onClick={() => wishlistPage.toggle(variantIds, product.id)}
        />
      </div>
      <h2 className={stretchedLink}>
        <Link to={href}>{product.name}</Link>
      </h2>
      {product.silkVariantName ? <small>{product.silkVariantName}</small> : null}
      {model.price ? <PriceTag price={model.price} /> : null}
      <div className={cx(cta, aboveLink)}>
        {!model.isSizeChosen ? (
          <Link to={href}>{t('Product_Choose_Size')}</Link>
        ) : model.stock > 0 ? (
          <button
            type="button"
            className={purchaseButton}
            disabled={adding}
            onClick={() => void add()}
          >
            {t('Product_Add_To_Cart_Short')}
          </button>
        ) : (
          <small>{t('Out_Of_Stock')}</small>
        )}
      </div>
    </article>
  );
});
