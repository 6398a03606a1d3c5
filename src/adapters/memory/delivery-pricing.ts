import type { DeliveryOption } from '@/domain/cart/cart';
import { withChosenDelivery } from '@/domain/cart/delivery-options';
import { roundToHundredths } from '@/domain/money/amount-format';
import type { Language } from '@/domain/site/site';
import { seededDeliveryOptions, type SeedDeliveryOption } from './seed/checkout.seed';

/** The seeded options a cart in `country` (upper case) priced in `currency` may choose from. */
export function offeredDelivery(country: string, currency: string): readonly SeedDeliveryOption[] {
  return seededDeliveryOptions.filter(
    (option) =>
      Object.hasOwn(option.prices, currency) &&
      (option.countries === undefined || option.countries.includes(country)),
  );
}

export interface DeliveryPricing {
  readonly country: string;
  readonly currency: string;
  readonly language: Language;
  /** The free-shipping threshold was reached or a free-shipping voucher applies. */
  readonly shipsFree: boolean;
  /** The option the shopper chose, if any. */
  readonly wanted: string | undefined;
  readonly write: (amount: number) => string;
}

/**
 * docs/decisions/0097-delivery-options-and-free-shipping.md: the offered options priced, one
 * chosen. Free shipping makes the standard option free and takes its price off the others.
 */
export function pricedDelivery(pricing: DeliveryPricing): DeliveryOption[] {
  const offered = offeredDelivery(pricing.country, pricing.currency);
  const standard = offered.find((option) => option.standard);
  const priceOf = (option: SeedDeliveryOption) => option.prices[pricing.currency] ?? 0;
  const relief = pricing.shipsFree && standard ? priceOf(standard) : 0;
  const priced = offered.map((option) => {
    const amount = roundToHundredths(Math.max(0, priceOf(option) - relief));
    return {
      id: option.id,
      name: option.name[pricing.language],
      price: pricing.write(amount),
      priceAsNumber: amount,
    };
  });
  return withChosenDelivery(priced, pricing.wanted);
}
