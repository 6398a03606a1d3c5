import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '@/application/shared/gateway-error';
import type { MarketingGateway } from '@/application/marketing/marketing-gateway.port';

/**
 * What every MarketingGateway does (docs/product.md#newsletter-and-back-in-stock), whichever side
 * of the port it is on. What reaches the backend is checked per side: the fake's record in
 * tests/adapters/memory, the wire in tests/adapters/http.
 */
export function describeMarketingGateway(
  name: string,
  makeGateway: () => Promise<MarketingGateway>,
) {
  describe(`MarketingGateway contract: ${name}`, () => {
    let gateway: MarketingGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });

    it('takes a newsletter sign-up, even twice', async () => {
      await expect(gateway.subscribeNewsletter('astrid@example.com', 'XyZ12a')).resolves.toBe(
        undefined,
      );
      await expect(gateway.subscribeNewsletter('astrid@example.com', 'XyZ12a')).resolves.toBe(
        undefined,
      );
    });

    it('takes an email with characters a path must escape', async () => {
      await expect(gateway.subscribeNewsletter('a+b/c@example.com', 'XyZ12a')).resolves.toBe(
        undefined,
      );
      expect(await gateway.subscribeBackInStock('a+b/c@example.com', '1001-27')).toBe(true);
    });

    it('refuses a newsletter sign-up without a list with 400', async () => {
      const failing = gateway.subscribeNewsletter('astrid@example.com', '');
      await expect(failing).rejects.toBeInstanceOf(GatewayError);
      await expect(failing).rejects.toMatchObject({ kind: 'status', status: 400 });
    });

    it('answers success for a back-in-stock sign-up', async () => {
      expect(await gateway.subscribeBackInStock('astrid@example.com', '1014-15')).toBe(true);
    });

    it('answers no success for an email the provider cannot use', async () => {
      expect(await gateway.subscribeBackInStock('astrid', '1014-15')).toBe(false);
    });

    it('refuses a back-in-stock sign-up without an item with 400', async () => {
      await expect(gateway.subscribeBackInStock('astrid@example.com', ' ')).rejects.toMatchObject({
        kind: 'status',
        status: 400,
      });
    });
  });
}
