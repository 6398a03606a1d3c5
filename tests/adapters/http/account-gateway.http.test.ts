import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountHttp } from '@/adapters/http/account-client';
import { HttpAccountGateway } from '@/adapters/http/account-gateway.http';
import { DEMO_SHOPPER } from '@/adapters/memory/seed/accounts.seed';
import { ACCOUNT_TIMEOUT_MS } from '@/domain/account/account';
import { stubForThisFile } from '../../contract/support/sides';
import { json, startScriptedServer, type ScriptedServer } from '../../support/scripted-server';

const demo = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password };

describe('HttpAccountGateway on the wire (docs/product.md#account-service)', () => {
  const stub = stubForThisFile();
  const gateway = async () =>
    new HttpAccountGateway(createAccountHttp({ accountBase: `${await stub.base()}/api` }));
  const lastSeen = async () => (await stub.stub()).seen.at(-1);

  it('is its own client: 30 s timeout, credentials sent', () => {
    const http = createAccountHttp({ accountBase: 'https://accounts.example/api' });
    expect(http.defaults).toMatchObject({
      baseURL: 'https://accounts.example/api',
      timeout: ACCOUNT_TIMEOUT_MS,
      withCredentials: true,
    });
    expect(createAccountHttp({ accountBase: 'x', timeoutMs: 5 }).defaults.timeout).toBe(5);
  });

  it('posts the credentials to /account/login, without site parameters', async () => {
    await (await gateway()).login(demo);
    expect(await lastSeen()).toMatchObject({
      method: 'POST',
      path: '/api/account/login',
      query: {},
    });
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual(demo);
  });

  it('sends the token in a header named token on every call that needs it', async () => {
    const accounts = await gateway();
    const { token = '' } = await accounts.login(demo);
    const sent: [string, string][] = [];
    const note = async (call: Promise<unknown>) => {
      await call;
      const seen = await lastSeen();
      sent.push([`${seen?.method} ${seen?.path}`, seen?.headers.token ?? '(none)']);
    };
    await note(accounts.account(token));
    await note(accounts.updateAccount(token, { city: 'Göteborg' }));
    await note(accounts.orders(token));
    await note(accounts.order(token, 'LR-100587'));
    expect(sent).toEqual([
      ['GET /api/account', token],
      ['PUT /api/account', token],
      ['GET /api/account/orders', token],
      ['GET /api/account/orders/LR-100587', token],
    ]);
  });

  it('sends only the changed fields to PUT /account', async () => {
    const accounts = await gateway();
    const { token = '' } = await accounts.login(demo);
    await accounts.updateAccount(token, { phoneNumber: '031-22', city: undefined });
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual({ phoneNumber: '031-22' });
  });

  it('puts the escaped email in the check-account-exist path', async () => {
    await (await gateway()).accountExists('a+b/c@example.com');
    expect((await lastSeen())?.path).toBe(
      '/api/account/check-account-exist/a%2Bb%2Fc%40example.com',
    );
  });

  it('posts the email, then the hash and new password, to the reset paths', async () => {
    const accounts = await gateway();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await accounts.requestPasswordReset(DEMO_SHOPPER.email);
    vi.restoreAllMocks();
    expect(await lastSeen()).toMatchObject({
      method: 'POST',
      path: '/api/account/password-reset-email',
    });
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual({ email: DEMO_SHOPPER.email });
    await accounts.resetPassword({ hash: 'rst_x', password: 'new' }).catch(() => undefined);
    expect(await lastSeen()).toMatchObject({ method: 'POST', path: '/api/account/password-reset' });
    expect(JSON.parse((await lastSeen())?.body ?? '')).toEqual({ hash: 'rst_x', password: 'new' });
  });
});

describe('HttpAccountGateway over a misbehaving service', () => {
  let server: ScriptedServer;
  const gateway = () =>
    new HttpAccountGateway(
      createAccountHttp({ accountBase: `${server.base}/api`, timeoutMs: 300 }),
    );

  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('keeps a refusal’s raw text for Account_Specific_ErrorMsg (docs/product.md#error-catalogue)', async () => {
    server.answer(json(503, 'Kontot är låst'));
    await expect(gateway().login(demo)).rejects.toMatchObject({
      kind: 'status',
      status: 503,
      details: { responseText: 'Kontot är låst' },
    });
  });

  it('tells a login refused for its email or password (401, 404) by its kind', async () => {
    server.answer(json(401, 'Kontot är låst'));
    await expect(gateway().login(demo)).rejects.toMatchObject({
      kind: 'account/credentials-refused',
      status: 401,
      details: { responseText: 'Kontot är låst' },
    });
  });

  it('keeps a JSON refusal as its JSON text', async () => {
    server.answer(json(409, { message: 'taken' }));
    await expect(
      gateway().register({ ...demo, firstName: 'A', lastName: 'B' }),
    ).rejects.toMatchObject({ status: 409, details: { responseText: '{"message":"taken"}' } });
  });

  it('reads numeric ids and null optional fields of an order', async () => {
    server.answer(
      json(200, {
        order: 42,
        currency: 'SEK',
        items: [
          {
            item: 7,
            line: 'a',
            sku: 'S',
            quantity: 1,
            size: null,
            productName: 'Tallrik Sand 27 cm',
            brandName: null,
            priceEachAsNumber: 295,
            totalPrice: '295 kr',
            totalPriceBeforeDiscount: '295 kr',
            anyDiscount: false,
          },
        ],
        totals: {
          grandTotalPriceAsNumber: 295,
          totalDiscountPriceAsNumber: 0,
          grandTotalPriceTaxAsNumber: 59,
          shippingPriceAsNumber: 0,
        },
        date: null,
        address: null,
      }),
    );
    const order = await gateway().order('tok', '42');
    expect(order).toMatchObject({ order: '42', date: undefined, address: undefined });
    expect(order.items[0]).toMatchObject({ item: '7', size: '', brandName: '' });
  });

  it('takes a 200 that does not acknowledge a reset as invalid-response', async () => {
    server.answer(json(200, ''));
    await expect(gateway().requestPasswordReset('a@b.se')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
