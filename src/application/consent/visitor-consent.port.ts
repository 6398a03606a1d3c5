import type { ConsentPurpose } from '@/domain/consent/consent';

export const VisitorConsent = Symbol('VisitorConsent');

/**
 * What the visitor allowed (docs/product.md#consent), for adapters that keep something of the
 * visitor's only with consent: the search provider's visitor and session ids.
 */
export interface VisitorConsent {
  /** Whether the visitor allowed `purpose`; false until they have answered. */
  allows(purpose: ConsentPurpose): boolean;
}
