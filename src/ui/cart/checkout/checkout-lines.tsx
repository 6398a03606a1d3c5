import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { CartStore } from '@/application/cart/cart.store';
import { useStore } from '@/ui/shared/container-context';
import { CartLine } from '@/ui/cart/cart-line';
import { useFocusAfterRemoval } from '@/ui/cart/use-focus-after-removal';
import { VoucherForm } from '@/ui/cart/voucher-form';

const list = css`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const voucher = css`
  margin-bottom: 1.5rem;
`;

/**
 * docs/product.md#checkout-payment: the cart's lines on the checkout, editable as in the cart panel
 * (quantity, remove) with the voucher field: each change reprices the order and pauses the payment
 * step until the cart's answer is in. REP lines stay hidden and counted
 * (docs/product.md#cart-data).
 */
export const CheckoutLines = observer(function CheckoutLines() {
  const cart = useStore(CartStore);
  const rows = useRef<HTMLUListElement>(null);
  const voucherBox = useRef<HTMLDivElement>(null);
  // The last line gone, the page says the cart is empty; until then focus stays in the list.
  const focus = useFocusAfterRemoval(cart.lines.length, rows, voucherBox);

  return (
    <>
      <ul ref={rows} className={list} aria-busy={cart.isUpdating}>
        {cart.lines.map((line, index) => (
          <CartLine
            key={line.line}
            line={line}
            onNavigate={() => undefined}
            onRemove={() => focus.removing(index)}
            imageLoading="eager"
          />
        ))}
      </ul>
      <div ref={voucherBox} className={voucher}>
        <VoucherForm />
      </div>
    </>
  );
});
