import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutMove,
  checkoutMove,
  checkoutStepNumber,
  type CheckoutStep,
  NEW_CHECKOUT_VISIT,
} from '@/domain/analytics/checkout-steps';

const moves = fc.array(
  fc.constantFrom<CheckoutMove>('email', 'address', 'delivery', 'payment-form'),
  { maxLength: 12 },
);

/** Every step a visit reports, in the order reported, after `sequence`. */
function reported(sequence: readonly CheckoutMove[]): CheckoutStep[] {
  let visit = NEW_CHECKOUT_VISIT;
  const steps: CheckoutStep[] = [];
  for (const move of sequence) {
    const next = checkoutMove(visit, move);
    visit = next.visit;
    steps.push(...next.report);
  }
  return steps;
}

describe('checkout steps (docs/decisions/0098-checkout-steps-follow-the-shopper.md)', () => {
  it('numbers the steps email 1, address 2, delivery 3, payment 4', () => {
    expect(
      ['email', 'address', 'delivery', 'payment'].map((s) => checkoutStepNumber(s as CheckoutStep)),
    ).toEqual([1, 2, 3, 4]);
  });

  it('reports each step as the shopper completes them in order', () => {
    expect(reported(['email', 'address', 'delivery', 'payment-form'])).toEqual([
      'email',
      'address',
      'delivery',
      'payment',
    ]);
  });

  it('reports the payment step when the details are given after its form arrived', () => {
    expect(reported(['payment-form', 'email', 'address'])).toEqual(['email', 'address', 'payment']);
    expect(reported(['email', 'payment-form'])).toEqual(['email']);
  });

  it('does not report a step completed after a later one, nor make up a skipped one', () => {
    expect(reported(['address', 'email', 'payment-form'])).toEqual(['address', 'payment']);
    expect(reported(['email', 'address', 'payment-form', 'delivery'])).toEqual([
      'email',
      'address',
      'payment',
    ]);
  });

  test.prop([moves])('never repeats a step nor goes back within a visit', (sequence) => {
    const numbers = reported(sequence).map(checkoutStepNumber);
    numbers.forEach((number, index) => {
      if (index > 0) expect(number).toBeGreaterThan(numbers[index - 1]!);
    });
  });

  test.prop([moves])('reports only steps the shopper completed', (sequence) => {
    for (const step of reported(sequence)) {
      if (step === 'payment') {
        expect(sequence).toEqual(expect.arrayContaining(['payment-form', 'email', 'address']));
      } else {
        expect(sequence).toContain(step);
      }
    }
  });

  test.prop([fc.subarray(['email', 'address', 'delivery'] as const)])(
    'reports every step when they come in order, the payment once its details are given',
    (given) => {
      const steps = reported([...given, 'payment-form']);
      const paid = given.includes('email') && given.includes('address');
      expect(steps).toEqual([...given, ...(paid ? ['payment'] : [])]);
    },
  );
});
