import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import type { Product } from '@/domain/catalogue/product';
import { textField } from '@/domain/content/blok-fields';
import { blockOption, PRODUCT_LINK_STYLES } from '@/domain/editorial/block-option';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { PriceTag } from '@/ui/catalogue/price-tag';
import { ProductImage } from '@/ui/catalogue/product-image';
import { useProductViewModel } from '@/ui/catalogue/use-product-view-model';
import { colors, tones } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { useBlockProduct } from './use-block-product';

const card = css`
  position: relative;
  display: grid;
  gap: 0.5rem;
  max-width: 20rem;
  h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 400;
  }
`;

const compact = css`
  position: relative;
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 1rem;
  max-width: 32rem;
  padding: 0.75rem 1rem 0.75rem 0.75rem;
  border: 1px solid ${colors.line};
  background: #fff;
  h3 {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 400;
  }
  &::after {
    content: '→';
    font-size: 1.25rem;
  }
  &:hover {
    border-color: ${colors.ink};
  }
`;

const stretched = css`
  color: inherit;
  text-decoration: none;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 3px;
  }
`;

const muted = css`
  color: ${tones.muted};
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const placeholder = css`
  max-width: 20rem;
  aspect-ratio: 4 / 5;
  background: ${colors.beige};
`;

/**
 * A list position past the eager (docs/product.md#constants-and-limits) ones: a content block's
 * picture loads lazily.
 */
const LAZY_POSITION = 8;

/**
 * docs/product.md#content-blocks single product link: the catalogue product the editors named by sku or
 * URL key, as a product card (picture, name, price) or a compact line (small picture, name, price),
 * either one link to the product page. A product the market does not carry shows nothing.
 */
export const ProductLinkBlock = observer(function ProductLinkBlock(props: BlockProps) {
  const entry = useBlockProduct(props.blok);
  if (!entry || entry.status === 'error') return null;
  if (entry.status !== 'success') return <div className={placeholder} aria-busy="true" />;
  return (
    <ProductLinkView
      product={entry.response}
      style={blockOption(props.blok.style, PRODUCT_LINK_STYLES, 'card')}
      label={textField(props.blok, 'label').trim()}
    />
  );
});

const ProductLinkView = observer(function ProductLinkView(props: {
  readonly product: Product;
  readonly style: 'card' | 'compact';
  readonly label: string;
}) {
  const { product, style, label } = props;
  const { site } = useStore(SiteStore);
  const model = useProductViewModel(product);
  const href = `/${formatSite(site)}/${product.uri}`;
  const picture = product.media[0]?.url ?? '';
  return (
    <article className={style === 'card' ? card : compact} aria-label={product.name}>
      <ProductImage
        src={picture}
        alt=""
        position={LAZY_POSITION}
        sizes={style === 'card' ? '20rem' : '4.5rem'}
      />
      <div>
        {label ? <span className={muted}>{label}</span> : null}
        <h3>
          <Link to={href} className={stretched}>
            {product.name}
          </Link>
        </h3>
        {model.price ? <PriceTag price={model.price} /> : null}
      </div>
    </article>
  );
});
