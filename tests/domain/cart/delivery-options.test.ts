import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { mergeCheckoutFields, type CheckoutFields } from '@/domain/cart/checkout';
import {
  chosenDelivery,
  defaultDeliveryId,
  keptDeliveryChoice,
  withChosenDelivery,
} from '@/domain/cart/delivery-options';

const ids = fc.constantFrom('pickup-point', 'home', 'express', 'post', 'bike');
/** Offered options: distinct ids, any prices (free ones too). */
const options = fc.uniqueArray(
  fc.record({ id: ids, priceAsNumber: fc.integer({ min: 0, max: 300 }) }),
  { selector: (option) => option.id, maxLength: 5 },
);
const wanted = fc.option(ids, { nil: undefined });

describe('delivery options (docs/product.md#delivery-options)', () => {
  test.prop([options.filter((each) => each.length > 0), wanted])(
    'exactly one option is chosen whenever any is offered',
    (offered, id) => {
      expect(withChosenDelivery(offered, id).filter((option) => option.chosen)).toHaveLength(1);
    },
  );

  test.prop([options, wanted])(
    'the wanted option is chosen when offered, else the default',
    (offered, id) => {
      const chosen = withChosenDelivery(offered, id).find((option) => option.chosen)?.id;
      const isOffered = offered.some((option) => option.id === id);
      expect(chosen).toBe(isOffered ? id : defaultDeliveryId(offered));
    },
  );

  test.prop([options.filter((each) => each.length > 0)])(
    'the default is the cheapest, the first listed among equals',
    (offered) => {
      const cheapest = Math.min(...offered.map((option) => option.priceAsNumber));
      const first = offered.find((option) => option.priceAsNumber === cheapest);
      expect(defaultDeliveryId(offered)).toBe(first?.id);
    },
  );

  test.prop([options, wanted])(
    'after a move to a country that does not offer the chosen option, the default is chosen',
    (after, id) => {
      const kept = keptDeliveryChoice(
        id,
        after.map((option) => option.id),
      );
      const chosen = withChosenDelivery(after, kept).find((option) => option.chosen)?.id;
      if (after.some((option) => option.id === id)) expect(chosen).toBe(id);
      else expect(chosen).toBe(defaultDeliveryId(after));
    },
  );

  it('keeps the options’ own fields and order', () => {
    const offered = [
      { id: 'home', priceAsNumber: 99, name: 'Hemleverans' },
      { id: 'pickup-point', priceAsNumber: 59, name: 'Ombud' },
    ];
    expect(withChosenDelivery(offered, undefined)).toEqual([
      { id: 'home', priceAsNumber: 99, name: 'Hemleverans', chosen: false },
      { id: 'pickup-point', priceAsNumber: 59, name: 'Ombud', chosen: true },
    ]);
    expect(withChosenDelivery([], 'home')).toEqual([]);
  });

  it('reads the chosen option of a cart, none for a cart without options', () => {
    const option = { id: 'home', name: 'Home', price: '99 kr', priceAsNumber: 99, chosen: true };
    const totals = {
      totalQuantity: 0,
      shippingPrice: '',
      shippingPriceAsNumber: 0,
      grandTotalPrice: '',
    };
    expect(chosenDelivery({ items: [], totals, deliveryOptions: [option] })).toBe(option);
    expect(chosenDelivery({ items: [], totals })).toBeUndefined();
    expect(chosenDelivery(undefined)).toBeUndefined();
  });
});

const fields: fc.Arbitrary<CheckoutFields> = fc.record(
  {
    address: fc.record({ firstName: fc.string(), zipCode: fc.string() }, { requiredKeys: [] }),
    newsletter: fc.boolean(),
    comment: fc.string(),
    deliveryOption: ids,
  },
  { requiredKeys: [] },
);

describe('mergeCheckoutFields (docs/product.md#delivery-options)', () => {
  test.prop([fields, fields])(
    'takes what the patch names and keeps the rest of the cart’s fields',
    (current, patch) => {
      const merged = mergeCheckoutFields(current, patch);
      for (const key of Object.keys({ ...current, ...patch }) as (keyof CheckoutFields)[]) {
        expect(merged[key]).toEqual(patch[key] ?? current[key]);
      }
    },
  );

  it('sending the address keeps the chosen option, and choosing one keeps the address', () => {
    const address = { firstName: 'Astrid', country: 'SE' };
    expect(mergeCheckoutFields({ deliveryOption: 'express' }, { address })).toEqual({
      address,
      deliveryOption: 'express',
    });
    expect(mergeCheckoutFields({ address }, { deliveryOption: 'home' })).toEqual({
      address,
      deliveryOption: 'home',
    });
    expect(mergeCheckoutFields({ comment: 'x' }, { comment: undefined })).toEqual({ comment: 'x' });
  });
});
