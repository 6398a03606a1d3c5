import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_REFUSALS } from '@/adapters/memory/account-gateway.memory';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import type { AccountGateway } from '@/application/account/account-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import type { Registration } from '@/domain/account/account-details';

const demo = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password };

let registered = 0;
/** A registration nobody has used yet, so tests sharing one service do not meet. */
function newShopper(firstName = 'Maja'): Registration {
  registered += 1;
  return {
    email: `shopper-${registered}@example.com`,
    password: `secret-${registered}`,
    firstName,
    lastName: 'Berg',
  };
}

/** The refusal a call rejects with: a `status` GatewayError carrying the service's text. */
async function refusal(call: Promise<unknown>): Promise<GatewayError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

/** The hash of the reset link the fake service "emails" (logs with console.info). */
async function resetHashFor(gateway: AccountGateway, email: string): Promise<string> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await gateway.requestPasswordReset(email);
  const logged = info.mock.calls.map((args) => args.join(' ')).find((line) => line.includes(email));
  const hash = /[?&]hash=([^&\s]+)/.exec(logged ?? '')?.[1];
  expect(hash, `a reset link for ${email} in ${String(logged)}`).toBeDefined();
  return hash ?? '';
}

/**
 * What every AccountGateway does over the fake account service (docs/product.md#account-service),
 * whichever side of the port it is on. The state is shared by the tests of one side, so each
 * test registers shoppers of its own.
 */
export function describeAccountGateway(name: string, makeGateway: () => Promise<AccountGateway>) {
  describe(`AccountGateway contract: ${name}`, () => {
    let gateway: AccountGateway;
    beforeAll(async () => {
      gateway = await makeGateway();
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('logs the demo shopper in with a token that opens the account', async () => {
      const account = await gateway.login(demo);
      expect(account).toMatchObject({ isLoggedIn: true, firstName: 'Astrid' });
      expect(account.token).toMatch(/\S/);
      expect(await gateway.account(account.token ?? '')).toMatchObject({
        email: DEMO_SHOPPER.email,
        firstName: 'Astrid',
      });
    });

    it('reads the email without regard to case', async () => {
      const account = await gateway.login({ ...demo, email: 'DEMO@Lera.Shop' });
      expect(account.firstName).toBe('Astrid');
    });

    it('refuses a wrong password with 401 and an unknown email with 404, quoting the service', async () => {
      const wrong = await refusal(gateway.login({ ...demo, password: 'not-it' }));
      expect(wrong).toMatchObject({ kind: 'account/credentials-refused', status: 401 });
      expect(wrong.details.responseText).toBe(ACCOUNT_REFUSALS.wrongPassword);
      const unknown = await refusal(gateway.login({ email: 'nobody@example.com', password: 'x' }));
      expect(unknown).toMatchObject({ kind: 'account/credentials-refused', status: 404 });
      expect(unknown.details.responseText).toBe(ACCOUNT_REFUSALS.unknownEmail);
    });

    it('lists the demo shopper’s three orders newest first, in SEK', async () => {
      const { token = '' } = await gateway.login(demo);
      const orders = await gateway.orders(token);
      expect(orders).toHaveLength(3);
      const dates = orders.map((order) => order.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(orders.every((order) => order.currency === 'SEK')).toBe(true);
    });

    it('gives each order its lines, address and the totals its summary shows', async () => {
      const { token = '' } = await gateway.login(demo);
      for (const summary of await gateway.orders(token)) {
        const order = await gateway.order(token, summary.order);
        expect(order).toMatchObject({ order: summary.order, date: summary.date });
        expect(order.totals.grandTotalPriceAsNumber).toBe(summary.grandTotalPriceAsNumber);
        const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
        expect(pieces).toBe(summary.totalQuantity);
        const goods = order.items.reduce((sum, i) => sum + i.priceEachAsNumber * i.quantity, 0);
        expect(goods + order.totals.shippingPriceAsNumber).toBe(summary.grandTotalPriceAsNumber);
        expect(order.address).toMatchObject({
          email: DEMO_SHOPPER.email,
          country: 'SE',
          street: 'Vasagatan 12',
        });
      }
    });

    it('sells the demo shopper plates, bowls and a linen tablecloth', async () => {
      const { token = '' } = await gateway.login(demo);
      const orders = await gateway.orders(token);
      const lines = await Promise.all(orders.map((o) => gateway.order(token, o.order)));
      const names = new Set(lines.flatMap((order) => order.items.map((i) => i.productName)));
      expect([...names].sort()).toEqual([
        'Linneduk 150x250',
        'Skål Havsblå 15 cm',
        'Tallrik Sand 27 cm',
      ]);
    });

    it('answers 404 for an order that is not there or not the shopper’s', async () => {
      const { token: demoToken = '' } = await gateway.login(demo);
      const [first] = await gateway.orders(demoToken);
      const { token = '' } = await gateway.register(newShopper());
      const missing = await refusal(gateway.order(demoToken, 'LR-000000'));
      expect(missing).toMatchObject({ kind: 'status', status: 404 });
      await expect(gateway.order(token, first?.order ?? '')).rejects.toMatchObject({
        status: 404,
      });
    });

    it('registers a shopper who is logged in, has no orders yet and can log in again', async () => {
      const shopper = newShopper('Nils');
      const account = await gateway.register(shopper);
      expect(account).toMatchObject({ isLoggedIn: true, firstName: 'Nils' });
      expect(await gateway.account(account.token ?? '')).toMatchObject({
        email: shopper.email,
        firstName: 'Nils',
        lastName: 'Berg',
      });
      expect(await gateway.orders(account.token ?? '')).toEqual([]);
      expect(await gateway.accountExists(shopper.email)).toBe(true);
      const again = await gateway.login({ email: shopper.email, password: shopper.password });
      expect(again.firstName).toBe('Nils');
    });

    it('refuses a taken email with 409 and missing fields with 400', async () => {
      const taken = newShopper();
      await gateway.register(taken);
      const twice = gateway.register({ ...taken, email: taken.email.toUpperCase() });
      await expect(twice).rejects.toMatchObject({ kind: 'status', status: 409 });
      const blank = await refusal(gateway.register({ ...newShopper(), firstName: ' ' }));
      expect(blank).toMatchObject({ status: 400 });
      expect(blank.details.responseText).toBe(ACCOUNT_REFUSALS.missingFields);
      await expect(gateway.register({ ...newShopper(), password: '' })).rejects.toMatchObject({
        status: 400,
      });
    });

    it('says whether an account uses an email', async () => {
      expect(await gateway.accountExists(DEMO_SHOPPER.email)).toBe(true);
      expect(await gateway.accountExists('nobody+tag@example.com')).toBe(false);
    });

    it('finds an address in any letter case, and one that needs escaping in a path', async () => {
      expect(await gateway.accountExists('DEMO@Lera.Shop')).toBe(true);
      const odd = { ...newShopper(), email: `o'hara+shop/${registered}%20#x?y@example.com` };
      expect(await gateway.accountExists(odd.email)).toBe(false);
      await gateway.register(odd);
      expect(await gateway.accountExists(odd.email)).toBe(true);
      expect(await gateway.accountExists(odd.email.toUpperCase())).toBe(true);
      expect(await gateway.accountExists(`x${odd.email}`)).toBe(false);
    });

    it('changes only the given details, never the email', async () => {
      const shopper = newShopper();
      const { token = '' } = await gateway.register(shopper);
      const saved = await gateway.updateAccount(token, { city: 'Malmö', phoneNumber: '040-12' });
      expect(saved).toMatchObject({ email: shopper.email, firstName: 'Maja', city: 'Malmö' });
      expect(await gateway.account(token)).toEqual(saved);
      const renamed = await gateway.updateAccount(token, { lastName: 'Ek' });
      expect(renamed).toMatchObject({ lastName: 'Ek', city: 'Malmö', phoneNumber: '040-12' });
      const blank = gateway.updateAccount(token, { firstName: '' });
      await expect(blank).rejects.toMatchObject({ kind: 'status', status: 400 });
    });

    it('answers 401 to a token it never gave', async () => {
      const stranger = 'tok_not-a-session';
      for (const call of [
        gateway.account(stranger),
        gateway.updateAccount(stranger, { city: 'Lund' }),
        gateway.orders(stranger),
        gateway.order(stranger, 'LR-100231'),
        gateway.orders(''),
      ]) {
        const error = await refusal(call);
        expect(error).toMatchObject({ kind: 'status', status: 401 });
        expect(error.details.responseText).toBe(ACCOUNT_REFUSALS.notLoggedIn);
      }
    });

    it('resets a password with the emailed link, once', async () => {
      const shopper = newShopper();
      await gateway.register(shopper);
      const hash = await resetHashFor(gateway, shopper.email);
      await gateway.resetPassword({ hash, password: 'brand-new' });
      const account = await gateway.login({ email: shopper.email, password: 'brand-new' });
      expect(account.isLoggedIn).toBe(true);
      const old = gateway.login({ email: shopper.email, password: shopper.password });
      await expect(old).rejects.toMatchObject({ status: 401 });
      const again = await refusal(gateway.resetPassword({ hash, password: 'third' }));
      expect(again).toMatchObject({ kind: 'status', status: 400 });
      expect(again.details.responseText).toBe(ACCOUNT_REFUSALS.badResetLink);
    });

    it('refuses a reset for an unknown email, an unknown link or a blank password', async () => {
      const unknown = gateway.requestPasswordReset('nobody@example.com');
      await expect(unknown).rejects.toMatchObject({ kind: 'status', status: 404 });
      const forged = gateway.resetPassword({ hash: 'rst_forged', password: 'whatever' });
      await expect(forged).rejects.toMatchObject({ kind: 'status', status: 400 });
      const shopper = newShopper();
      await gateway.register(shopper);
      const hash = await resetHashFor(gateway, shopper.email);
      const blank = gateway.resetPassword({ hash, password: '' });
      await expect(blank).rejects.toMatchObject({ kind: 'status', status: 400 });
    });
  });
}
