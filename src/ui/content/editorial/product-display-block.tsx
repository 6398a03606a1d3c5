import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import type { Product } from '@/domain/catalogue/product';
import { assetField, linkField, textField } from '@/domain/content/blok-fields';
import type { Blok, ContentImage } from '@/domain/content/story';
import type { PriceDisplay } from '@/domain/money/price-display';
import { blockOption, DISPLAY_SIZES } from '@/domain/editorial/block-option';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { PriceTag } from '@/ui/catalogue/price-tag';
import { useProductViewModel } from '@/ui/catalogue/use-product-view-model';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { ctaPrimary } from './editorial-styles';
import { useBlockProduct } from './use-block-product';
import { ProductDisplaySlider } from './product-display-slider';
import { chosenProductIds } from '@/domain/content/chosen-products';

/** The share of the row the picture takes on desktop, and the title's size, per display size. */
const display = css`
  --picture: 50%;
  --title: 2rem;
  display: grid;
  gap: 1.5rem;
  align-items: center;
  margin-inline: auto;
  max-width: var(--width, 72rem);
  &[data-size='xs'] {
    --picture: 30%;
    --title: 1.375rem;
    --width: 44rem;
  }
  &[data-size='sm'] {
    --picture: 40%;
    --title: 1.625rem;
    --width: 56rem;
  }
  &[data-size='lg'] {
    --picture: 58%;
    --title: 2.5rem;
  }
  &[data-size='xl'] {
    --picture: 66%;
    --title: 3rem;
    --width: 90rem;
  }
  ${media.md} {
    grid-template-columns: var(--picture) minmax(0, 1fr);
    gap: 3rem;
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${colors.beige};
`;

const copy = css`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: calc(var(--title) * 0.8);
    font-weight: 400;
    line-height: 1.15;
    ${media.lg} {
      font-size: var(--title);
    }
  }
  p {
    margin: 0;
  }
`;

const subtitle = css`
  color: ${tones.muted};
  font-size: 1.0625rem;
`;

const productName = css`
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/**
 * docs/product.md#content-blocks product display: a large feature of one product — its picture (or the
 * editors'), title, subtitle, the product's name and price, and a link to it — at size xs to xl
 * (the picture's share of the row and the title's size grow with it). With products chosen one by
 * one (`products`), a slider of them instead (`ProductDisplaySlider`).
 */
export function ProductDisplayBlock(props: BlockProps) {
  return chosenProductIds(props.blok).length > 0 ? (
    <ProductDisplaySlider {...props} />
  ) : (
    <SingleProductDisplay {...props} />
  );
}

const SingleProductDisplay = observer(function SingleProductDisplay(props: BlockProps) {
  const entry = useBlockProduct(props.blok);
  const product = entry?.status === 'success' ? entry.response : undefined;
  if (entry?.status === 'loading' || entry?.status === 'notLoaded') {
    return <div className={display} aria-busy="true" />;
  }
  return product ? (
    <ProductDisplayWithProduct blok={props.blok} product={product} />
  ) : (
    <ProductDisplayView blok={props.blok} />
  );
});

const ProductDisplayWithProduct = observer(function ProductDisplayWithProduct(props: {
  readonly blok: Blok;
  readonly product: Product;
}) {
  const model = useProductViewModel(props.product);
  return <ProductDisplayView blok={props.blok} product={props.product} price={model.price} />;
});

const ProductDisplayView = observer(function ProductDisplayView(props: {
  readonly blok: Blok;
  readonly product?: Product;
  readonly price?: PriceDisplay | undefined;
}) {
  const { blok, product, price } = props;
  const { site } = useStore(SiteStore);
  const title = textField(blok, 'title').trim();
  const sub = textField(blok, 'subtitle').trim();
  const ctaLabel = textField(blok, 'cta_label').trim();
  const link = linkField(blok, 'link');
  const productImage = product?.media[0];
  const image: ContentImage | undefined =
    assetField(blok, 'image') ??
    (productImage
      ? { filename: productImage.url, alt: productImage.alt || product.name }
      : undefined);
  if (!title && !image) return null;
  const size = blockOption(blok.size, DISPLAY_SIZES, 'md');
  const productPath = product ? `/${formatSite(site)}/${product.uri}` : undefined;
  return (
    <section className={display} data-size={size} aria-label={title || product?.name}>
      {image ? (
        <ContentPicture
          image={image}
          className={picture}
          sizes={imageSizes({ md: '60vw' }, '100vw')}
          width={1200}
          height={1200}
        />
      ) : null}
      <div className={copy}>
        {title ? <h2>{title}</h2> : null}
        {sub ? <p className={subtitle}>{sub}</p> : null}
        {product ? <p className={productName}>{product.name}</p> : null}
        {price ? <PriceTag price={price} /> : null}
        {ctaLabel && link ? (
          <ContentLink link={link} className={ctaPrimary}>
            {ctaLabel}
          </ContentLink>
        ) : ctaLabel && productPath ? (
          <Link to={productPath} className={ctaPrimary}>
            {ctaLabel}
          </Link>
        ) : null}
      </div>
    </section>
  );
});
