import { GatewayError } from '@/application/shared/gateway-error';
import type { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';

/** docs/product.md#newsletter, as the fake recorded it. */
export interface NewsletterSubscription {
  readonly email: string;
  readonly list: string;
  readonly countryCode: string;
  readonly languageCode: string;
}

/** docs/product.md#restock-sign-up, as the fake recorded it, with the email. */
export interface BackInStockSubscription {
  readonly email: string;
  readonly itemId: string;
  readonly countryCode: string;
  readonly languageCode: string;
}

/** Every sign-up a fake (or the stub backend, across its requests) has taken. */
export interface SubscriptionLog {
  readonly newsletter: NewsletterSubscription[];
  readonly backInStock: BackInStockSubscription[];
}

export const emptySubscriptionLog = (): SubscriptionLog => ({ newsletter: [], backInStock: [] });

/**
 * Klaviyo through the shop's backend, recording sign-ups instead of sending them. Like the
 * backend it refuses a blank list or item id (400). It does not check email formats
 * (docs/product.md#validation leaves that to the shop) but, like Klaviyo, answers `success: false`
 * for a back-in-stock email without an `@`, since that form has no format check
 * (docs/product.md#validation Back-in-stock).
 */
export class MemoryMarketingGateway implements MarketingGateway {
  constructor(
    private readonly site: SiteContext,
    private readonly log: SubscriptionLog = emptySubscriptionLog(),
  ) {}

  async subscribeNewsletter(email: string, list: string): Promise<void> {
    if (list.trim() === '') throw badRequest('list');
    this.log.newsletter.push({ email, list, ...this.codes() });
  }

  async subscribeBackInStock(email: string, itemId: string): Promise<boolean> {
    if (itemId.trim() === '') throw badRequest('itemId');
    if (!email.includes('@')) return false;
    this.log.backInStock.push({ email, itemId, ...this.codes() });
    return true;
  }

  /** Fake only: the newsletter sign-ups taken so far, oldest first. */
  newsletterSubscriptions(): readonly NewsletterSubscription[] {
    return [...this.log.newsletter];
  }

  /** Fake only: the back-in-stock sign-ups taken so far, oldest first. */
  backInStockSubscriptions(): readonly BackInStockSubscription[] {
    return [...this.log.backInStock];
  }

  private codes(): { countryCode: string; languageCode: string } {
    const { country, language } = this.site.site;
    return { countryCode: country.toUpperCase(), languageCode: language };
  }
}

function badRequest(field: string): GatewayError {
  const text = `${field} is required`;
  return new GatewayError('status', `The marketing backend answered 400: ${text}`, {
    status: 400,
    responseText: text,
  });
}
