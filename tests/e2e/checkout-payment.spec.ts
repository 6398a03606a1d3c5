import { checkoutJourneys } from './checkout-journeys';

// The checkout in memory mode: the fake commerce backend and its in-process test provider.
checkoutJourneys({
  name: 'memory',
  breakPayments: async (page) => {
    await page.goto(`${new URL(page.url()).pathname}?faults=payment:network`);
    return async () => {
      await page.goto(new URL(page.url()).pathname);
    };
  },
  slowCartChanges: async (page) => {
    await page.goto(`${new URL(page.url()).pathname}?latency=1500`);
  },
  countPayments: async (page) => {
    await page.evaluate(() => {
      const seen = window as unknown as { paymentCallbacks: number };
      seen.paymentCallbacks = 0;
      document.addEventListener('centra_checkout_payment_callback', () => {
        seen.paymentCallbacks += 1;
      });
    });
    return () =>
      page.evaluate(() => (window as unknown as { paymentCallbacks: number }).paymentCallbacks);
  },
});
