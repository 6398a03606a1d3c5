import { describe, expect, it } from 'vitest';
import {
  emptySubscriptionLog,
  MemoryMarketingGateway,
} from '@/adapters/memory/marketing-gateway.memory';
import { siteContext } from '../../contract/support/sides';

describe('MemoryMarketingGateway', () => {
  it('records a newsletter sign-up with the site’s upper-case country and language', async () => {
    const marketing = new MemoryMarketingGateway(siteContext({ country: 'no', language: 'en' }));
    await marketing.subscribeNewsletter('astrid@example.com', 'XyZ12a');
    expect(marketing.newsletterSubscriptions()).toEqual([
      { email: 'astrid@example.com', list: 'XyZ12a', countryCode: 'NO', languageCode: 'en' },
    ]);
  });

  it('records back-in-stock sign-ups it answers success for, and only those', async () => {
    const marketing = new MemoryMarketingGateway(siteContext());
    await marketing.subscribeBackInStock('astrid@example.com', '1014-15');
    await marketing.subscribeBackInStock('no-at-sign', '1014-15');
    await marketing.subscribeBackInStock('astrid@example.com', '').catch(() => undefined);
    expect(marketing.backInStockSubscriptions()).toEqual([
      { email: 'astrid@example.com', itemId: '1014-15', countryCode: 'SE', languageCode: 'sv' },
    ]);
    expect(marketing.newsletterSubscriptions()).toEqual([]);
  });

  it('shares one log between fakes, as the stub backend does across requests', async () => {
    const log = emptySubscriptionLog();
    await new MemoryMarketingGateway(siteContext(), log).subscribeNewsletter('a@b.se', 'L1');
    const english = siteContext({ country: 'gb', language: 'en' });
    await new MemoryMarketingGateway(english, log).subscribeNewsletter('c@d.se', 'L2');
    expect(new MemoryMarketingGateway(siteContext(), log).newsletterSubscriptions()).toEqual([
      { email: 'a@b.se', list: 'L1', countryCode: 'SE', languageCode: 'sv' },
      { email: 'c@d.se', list: 'L2', countryCode: 'GB', languageCode: 'en' },
    ]);
  });
});
