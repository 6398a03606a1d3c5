import {
  CONSENT_PURPOSES,
  type ConsentChoice,
  type ConsentPurpose,
} from '@/domain/consent/consent';

/**
 * The visitor's consent answer as the data layer hears of it (docs/product.md#consent): the one
 * event pushed whatever the answer, so a tag manager knows what it may do.
 */
export interface ConsentUpdateEvent {
  readonly event: 'consentUpdate';
  readonly consent: Readonly<Record<ConsentPurpose, 'granted' | 'denied'>>;
}

export function consentUpdate(choice: ConsentChoice): ConsentUpdateEvent {
  const consent = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [purpose, choice[purpose] ? 'granted' : 'denied']),
  ) as ConsentUpdateEvent['consent'];
  return { event: 'consentUpdate', consent };
}
