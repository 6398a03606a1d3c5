import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { SiteContext } from '@/application/shared/site-context.port';
import { CommerceHttp } from './commerce-client';
import {
  backInStockAnswerSchema,
  type BackInStockSubscriptionBody,
  type NewsletterSubscriptionBody,
} from './schemas/marketing.schema';
import { sendParsed, sendUnread } from './send-request';

/**
 * docs/product.md#newsletter-and-back-in-stock through the shop's backend (`{base}/api/klaviyo/…`).
 * The site goes in the body, the country upper-cased as
 * docs/product.md#newsletter-and-back-in-stock says.
 */
@injectable()
export class HttpMarketingGateway implements MarketingGateway {
  constructor(
    @inject(CommerceHttp) private readonly http: AxiosInstance,
    @inject(SiteContext) private readonly site: SiteContext,
  ) {}

  async subscribeNewsletter(email: string, list: string): Promise<void> {
    const data: NewsletterSubscriptionBody = { ...this.codes(), list };
    const url = `/klaviyo/newsletter-subscribe/${encodeURIComponent(email)}`;
    await sendUnread(this.http, { method: 'POST', url, data });
  }

  async subscribeBackInStock(email: string, itemId: string): Promise<boolean> {
    const data: BackInStockSubscriptionBody = { itemId, ...this.codes() };
    const url = `/klaviyo/back-in-stock-subscription/${encodeURIComponent(email)}`;
    const body = await sendParsed(
      this.http,
      { method: 'POST', url, data },
      backInStockAnswerSchema,
    );
    return body.success;
  }

  private codes(): { countryCode: string; languageCode: string } {
    const { country, language } = this.site.site;
    return { countryCode: country.toUpperCase(), languageCode: language };
  }
}
