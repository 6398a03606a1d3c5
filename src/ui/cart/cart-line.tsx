import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CartStore } from '@/application/cart/cart.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { CartItem } from '@/domain/cart/cart';
import { lineStock } from '@/domain/cart/cart-product';
import { productImageSrcset, productImageUrl } from '@/domain/images/srcset';
import { formatSite } from '@/domain/site/site';
import { cartLineQuantityOptions } from '@/domain/stock/quantity-options';
import { useStore } from '@/ui/shared/container-context';
import { textButton } from '@/ui/shared/button-styles';
import { colors, tones } from '@/ui/styles/tokens';
import { useLineDetails } from './use-line-details';

const row = css`
  display: grid;
  grid-template-columns: 5.5rem 1fr auto;
  gap: 0 1rem;
  padding: 1.25rem 0;
  border-bottom: 1px solid ${colors.line};
  list-style: none;
`;

const picture = css`
  grid-row: span 2;
  width: 5.5rem;
  height: 5.5rem;
  object-fit: cover;
  background: ${colors.beige};
`;

const name = css`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 500;
  line-height: 1.35;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const detail = css`
  margin: 0.2rem 0 0;
  color: ${tones.muted};
  font-size: 0.85rem;
`;

const price = css`
  margin: 0;
  font-size: 0.95rem;
  text-align: right;
  white-space: nowrap;
  del {
    display: block;
    color: ${tones.muted};
    font-size: 0.8rem;
  }
`;

const controls = css`
  grid-column: 2 / 4;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 0.75rem;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-size: 0.85rem;
  }
  select {
    min-width: 4rem;
    padding: 0.35rem 0.5rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: #fff;
    font: inherit;
  }
`;

/**
 * One line of the slide-in cart (docs/product.md#cart-and-checkout, docs/product.md#cart-data):
 * picture, name and colour, size, price, the quantity drop-down 1..min(stock, 24)
 * (docs/product.md#validation, docs/product.md#constants-and-limits) and a remove button. The
 * controls are named "Quantity" and "Remove"; the product name describes them.
 */
export const CartLine = observer(function CartLine(props: {
  readonly line: CartItem;
  readonly onNavigate: () => void;
  /** Called as the remove button starts the line's removal. */
  readonly onRemove?: () => void;
  /** `eager` where the line is in the first view (the checkout's order); the panel's wait. */
  readonly imageLoading?: 'lazy' | 'eager';
}) {
  const { line, onNavigate, onRemove, imageLoading = 'lazy' } = props;
  const cart = useStore(CartStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const detailsOf = useLineDetails();
  const product = line.product;
  const { name: title, variant } = detailsOf(line);
  const stock = lineStock(line, sites.current?.market.id ?? '');
  const options = cartLineQuantityOptions(stock, line.quantity);
  const href = product ? `/${formatSite(sites.site)}/${product.uri}` : undefined;

  return (
    <li className={row}>
      {product?.image ? (
        <img
          className={picture}
          src={productImageUrl(product.image)}
          srcSet={productImageSrcset(product.image) || undefined}
          sizes="88px"
          width={88}
          height={88}
          loading={imageLoading}
          alt=""
        />
      ) : (
        <span className={picture} aria-hidden="true" />
      )}
      <div>
        <h3 className={name} id={`${id}-name`}>
          {href ? (
            <Link to={href} onClick={onNavigate}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {variant.map((text) => (
          <p key={text} className={detail}>
            {text}
          </p>
        ))}
      </div>
      <p className={price}>
        {line.anyDiscount ? <del>{line.totalPriceBeforeDiscount}</del> : null}
        {line.totalPrice}
      </p>
      <div className={controls}>
        <label htmlFor={`${id}-quantity`}>
          {t('Quantity')}
          <select
            id={`${id}-quantity`}
            aria-describedby={`${id}-name`}
            value={line.quantity}
            onChange={(event) => void cart.updateQuantity(line.line, Number(event.target.value))}
          >
            {options.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={textButton}
          aria-describedby={`${id}-name`}
          data-cart-remove
          onClick={() => {
            onRemove?.();
            void cart.updateQuantity(line.line, 0);
          }}
        >
          {t('Cart_Remove')}
        </button>
      </div>
    </li>
  );
});
