import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutMove,
  checkoutMove,
  checkoutStepNumber,
  type CheckoutStep,
  NEW_CHECKOUT_VISIT,
} from '@/domain/analytics/checkout-steps';

/** A move, and whether the cart held a chosen delivery option when it was made. */
type Moment = readonly [CheckoutMove, boolean];

const move = fc.constantFrom<CheckoutMove>('email', 'address', 'delivery', 'payment-form');
const moments = fc.array(fc.tuple(move, fc.boolean()), { maxLength: 12 });

/** Every step a visit reports, each with the move that reported it, in the order reported. */
function reports(sequence: readonly Moment[]): { step: CheckoutStep; at: number }[] {
  let visit = NEW_CHECKOUT_VISIT;
  const steps: { step: CheckoutStep; at: number }[] = [];
  sequence.forEach(([next, deliveryChosen], at) => {
    const result = checkoutMove(visit, next, { deliveryChosen });
    visit = result.visit;
    steps.push(...result.report.map((step) => ({ step, at })));
  });
  return steps;
}

/** The steps reported after `sequence`, in order. */
function reported(sequence: readonly Moment[]): CheckoutStep[] {
  return reports(sequence).map(({ step }) => step);
}

/** `moves` made over a cart without delivery options (none chosen). */
const withoutOptions = (moves: readonly CheckoutMove[]): Moment[] =>
  moves.map((one) => [one, false]);
/** `moves` made over a cart with an option chosen, as every cart with lines has. */
const withDefault = (moves: readonly CheckoutMove[]): Moment[] => moves.map((one) => [one, true]);

describe('checkout steps (docs/decisions/0098-checkout-steps-follow-the-shopper.md)', () => {
  it('numbers the steps email 1, address 2, delivery 3, payment 4', () => {
    expect(
      ['email', 'address', 'delivery', 'payment'].map((s) => checkoutStepNumber(s as CheckoutStep)),
    ).toEqual([1, 2, 3, 4]);
  });

  it('reports each step as the shopper completes them in order', () => {
    expect(reported(withDefault(['email', 'address', 'delivery', 'payment-form']))).toEqual([
      'email',
      'address',
      'delivery',
      'payment',
    ]);
  });

  it('counts the default delivery as chosen when the shopper goes on to the payment with it', () => {
    expect(reported(withDefault(['email', 'address', 'payment-form']))).toEqual([
      'email',
      'address',
      'delivery',
      'payment',
    ]);
    expect(reported(withDefault(['payment-form', 'email', 'address']))).toEqual([
      'email',
      'address',
      'delivery',
      'payment',
    ]);
  });

  it('makes up no delivery step for a cart that offers none', () => {
    expect(reported(withoutOptions(['payment-form', 'email', 'address']))).toEqual([
      'email',
      'address',
      'payment',
    ]);
    expect(reported(withDefault(['email', 'payment-form']))).toEqual(['email']);
  });

  it('does not report a step completed after a later one, nor make up a skipped one', () => {
    expect(reported(withoutOptions(['address', 'email', 'payment-form']))).toEqual([
      'address',
      'payment',
    ]);
    expect(reported(withoutOptions(['email', 'address', 'payment-form', 'delivery']))).toEqual([
      'email',
      'address',
      'payment',
    ]);
    expect(reported(withDefault(['email', 'address', 'payment-form', 'delivery']))).toEqual([
      'email',
      'address',
      'delivery',
      'payment',
    ]);
  });

  test.prop([moments])('never repeats a step nor goes back within a visit', (sequence) => {
    const numbers = reported(sequence).map(checkoutStepNumber);
    numbers.forEach((number, index) => {
      if (index > 0) expect(number).toBeGreaterThan(numbers[index - 1]!);
    });
  });

  test.prop([moments])('reports only steps the shopper completed', (sequence) => {
    for (const { step, at } of reports(sequence)) {
      const before = sequence.slice(0, at + 1).map(([one]) => one);
      if (step === 'payment') {
        expect(before).toEqual(expect.arrayContaining(['payment-form', 'email', 'address']));
      } else if (step === 'delivery') {
        // Chosen by the shopper, or kept as the cart chose it while going on to the payment.
        const kept = sequence[at]![1] && reported(sequence.slice(0, at + 1)).includes('payment');
        expect(before.includes('delivery') || kept).toBe(true);
      } else {
        expect(before).toContain(step);
      }
    }
  });

  test.prop([moments])(
    'reports the delivery before the payment whenever the payment came with an option chosen',
    (sequence) => {
      const all = reports(sequence);
      const payment = all.find(({ step }) => step === 'payment');
      if (payment && sequence[payment.at]![1]) {
        expect(all.map(({ step }) => step)).toContain('delivery');
      }
    },
  );

  test.prop([fc.subarray(['email', 'address', 'delivery'] as const), fc.boolean()])(
    'reports every step when they come in order, the payment once its details are given',
    (given, deliveryChosen) => {
      const moves: CheckoutMove[] = [...given, 'payment-form'];
      const steps = reported(moves.map((one): Moment => [one, deliveryChosen]));
      const paid = given.includes('email') && given.includes('address');
      const delivery = given.includes('delivery') || (paid && deliveryChosen);
      expect(steps).toEqual([
        ...given.filter((step) => step !== 'delivery'),
        ...(delivery ? ['delivery'] : []),
        ...(paid ? ['payment'] : []),
      ]);
    },
  );
});
