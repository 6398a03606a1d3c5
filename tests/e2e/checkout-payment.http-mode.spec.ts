import type { Page } from '@playwright/test';
import { checkoutJourneys } from './checkout-journeys';

const PAYMENT_RESULT = '**/api/cart/payment-result**';

// The checkout in http mode: the commerce backend's checkout script and the provider's HTML and
// script, served by the stub backend, run as a real provider's would.
checkoutJourneys({
  name: 'http',
  breakPayments: async (page: Page) => {
    await page.route(PAYMENT_RESULT, (route) => route.abort('internetdisconnected'));
    return () => page.unroute(PAYMENT_RESULT);
  },
  slowCartChanges: async (page) => {
    await page.route('**/api/cart/item/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  },
  countPayments: async (page) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/cart/payment-result')) {
        sent += 1;
      }
    });
    return () => Promise.resolve(sent);
  },
});
