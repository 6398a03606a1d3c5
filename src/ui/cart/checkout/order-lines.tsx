import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import type { CartItem } from '@/domain/cart/cart';
import { productImageSrcset, productImageUrl } from '@/domain/images/srcset';
import { useStore } from '@/ui/shared/container-context';
import { lineList } from './checkout-styles';
import { useLineDetails } from '@/ui/cart/use-line-details';

/**
 * The lines of a cart or an order as the checkout and the receipt list them, read-only: picture,
 * name, colour, size and quantity, line total (docs/product.md#cart-data, docs/product.md#orders).
 */
export const OrderLines = observer(function OrderLines(props: {
  readonly lines: readonly CartItem[];
}) {
  const { t } = useStore(TranslationStore);
  const detailsOf = useLineDetails();

  return (
    <ul className={lineList}>
      {props.lines.map((line) => {
        const image = line.product?.image;
        const { name, variant } = detailsOf(line);
        return (
          <li key={line.line}>
            {image ? (
              <img
                src={productImageUrl(image)}
                srcSet={productImageSrcset(image) || undefined}
                sizes="64px"
                width={64}
                height={64}
                loading="lazy"
                alt=""
              />
            ) : (
              <span aria-hidden="true" />
            )}
            <p>
              {name}
              {variant.map((detail) => (
                <small key={detail}>{detail}</small>
              ))}
              <small>{t('Checkout_Line_Quantity', { quantity: line.quantity })}</small>
            </p>
            <p>{line.totalPrice}</p>
          </li>
        );
      })}
    </ul>
  );
});
