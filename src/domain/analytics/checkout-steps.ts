/**
 * docs/product.md#analytics `checkout (step)`: the steps of the checkout, numbered as the data
 * layer counts them (docs/decisions/0098-checkout-steps-follow-the-shopper.md).
 */
export const CHECKOUT_STEPS = ['email', 'address', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A step's 1-based number: email 1, address 2, delivery 3, payment 4. */
export function checkoutStepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

/**
 * What the shopper did in the checkout: gave a valid email, sent a whole address, chose a
 * delivery, or the payment step's form arrived (it shows once the email and address are given).
 */
export type CheckoutMove = 'email' | 'address' | 'delivery' | 'payment-form';

/** What the cart held when the shopper moved, as far as the steps go. */
export interface CheckoutCartState {
  /** A delivery option is chosen: the shopper's, or the default the cart chose for them. */
  readonly deliveryChosen: boolean;
}

/** One visit to the checkout, as far as its steps go. */
export interface CheckoutVisit {
  readonly done: readonly CheckoutStep[];
  readonly paymentForm: boolean;
  /** The highest step reported; 0 before any. */
  readonly reported: number;
}

export const NEW_CHECKOUT_VISIT: CheckoutVisit = { done: [], paymentForm: false, reported: 0 };

/**
 * The visit after `move`, and the steps to report for it, in order. A step is done when the
 * shopper completes it; the payment step when its form is there and the email and address are
 * given (the page shows it only then). Going on to the payment with a delivery option chosen —
 * the default counts: keeping it is a choice — completes the delivery step too, so a shopper who
 * keeps the default still passes step 3. A step is reported once, and only when it comes after
 * every step reported before it in the visit: the funnel never goes back, and a step the shopper
 * skipped (a cart with no options to choose from) is not made up.
 */
export function checkoutMove(
  visit: CheckoutVisit,
  move: CheckoutMove,
  cart: CheckoutCartState,
): { readonly visit: CheckoutVisit; readonly report: readonly CheckoutStep[] } {
  const paymentForm = visit.paymentForm || move === 'payment-form';
  const given = move === 'payment-form' ? visit.done : [...new Set([...visit.done, move])];
  const paymentShown = paymentForm && given.includes('email') && given.includes('address');
  const passed: readonly CheckoutStep[] = cart.deliveryChosen
    ? ['delivery', 'payment']
    : ['payment'];
  const done = paymentShown ? [...new Set([...given, ...passed])] : given;
  const report = done
    .filter((step) => !visit.done.includes(step))
    .map(checkoutStepNumber)
    .sort((a, b) => a - b)
    .reduce<number[]>(
      (numbers, number) =>
        number > (numbers.at(-1) ?? visit.reported) ? [...numbers, number] : numbers,
      [],
    );
  return {
    visit: { done, paymentForm, reported: report.at(-1) ?? visit.reported },
    report: report.map((number) => CHECKOUT_STEPS[number - 1]!),
  };
}
