import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import {
  CART_TOKEN_HEADER,
  CHECKOUT_EMAIL_HEADER,
  checkoutFieldsSchema,
  emailRequestSchema,
  paymentReturnSchema,
} from '../../src/adapters/http/schemas/cart.schema';
import { seededCartCatalogue, type CartCatalogue } from '../../src/adapters/memory/cart-catalogue';
import { MemoryCartGateway } from '../../src/adapters/memory/cart-gateway.memory';
import { GatewayError } from '../../src/application/shared/gateway-error';
import type { SiteContext } from '../../src/application/shared/site-context.port';
import { isLanguage } from '../../src/domain/site/site';
import { CartTokens, type TokenedCart } from '../cart-tokens';
import { TEST_PAY_SCRIPT_PATH } from './payment-provider.routes';
import {
  cartAdditionBody,
  cartBody,
  paymentFieldsBody,
  paymentResultBody,
} from '../wire/cart.wire';

type Work = (gateway: MemoryCartGateway, token: string) => Promise<unknown>;

export interface CartRoutesOptions {
  readonly tokens?: CartTokens;
  /** What the carts sell: the seeded catalogue unless the stub runs a larger one. */
  readonly catalogue?: CartCatalogue;
}

/**
 * docs/product.md#commerce-backend `/cart/…`: one cart per `api-token`, each request answered by
 * the memory fake built for the request's `country` and `language`, so the stub and the browser's
 * fake share their rules. A call without a token, or with one the stub never gave, gets a new cart
 * and its token.
 */
export function cartRoutes(options: CartRoutesOptions = {}): Hono {
  const { tokens = new CartTokens(), catalogue = seededCartCatalogue() } = options;
  const app = new Hono();
  const cart = (c: Context, work: Work, fresh = false) => {
    const held = fresh ? undefined : tokens.find(c.req.header(CART_TOKEN_HEADER));
    return answer(c, held ?? tokens.open(), work, catalogue);
  };
  const quantity = (c: Context) => Number(c.req.param('qty'));

  app.post('/cart/', (c) => cart(c, async (g, token) => cartBody(await g.create(), token), true));
  app.get('/cart/', (c) => cart(c, async (g, token) => cartBody(await g.get(), token)));
  app.post('/cart/item/:id/quantity/:qty', (c) =>
    cart(c, async (g, token) =>
      cartAdditionBody(await g.addItem(c.req.param('id'), quantity(c)), token),
    ),
  );
  app.put('/cart/item/:line/quantity/:qty', (c) =>
    cart(c, async (g, token) =>
      cartBody(await g.updateQuantity(c.req.param('line'), quantity(c)), token),
    ),
  );
  app.post('/cart/vouchers/:code', (c) =>
    cart(c, async (g, token) => cartBody(await g.addVoucher(c.req.param('code')), token)),
  );
  app.delete('/cart/vouchers/:code', (c) =>
    cart(c, async (g, token) => cartBody(await g.removeVoucher(c.req.param('code')), token)),
  );
  const checkoutUpdate = (c: Context) =>
    cart(c, async (g, token) => {
      const country = c.req.param('country');
      const email = c.req.header(CHECKOUT_EMAIL_HEADER);
      return cartBody(await g.checkoutUpdate(country, email), token);
    });
  app.put('/cart/checkout-update/', checkoutUpdate);
  app.put('/cart/checkout-update/:country', checkoutUpdate);
  app.put('/cart/checkout-fields/', (c) =>
    cart(c, async (g, token) => {
      const fields = await requestBody(c, checkoutFieldsSchema);
      return cartBody(await g.checkoutFields(fields), token);
    }),
  );
  app.get('/cart/payment/fields/', (c) =>
    cart(c, async (g, token) =>
      paymentFieldsBody(await g.paymentFields(), token, testPayScriptUrl(c)),
    ),
  );
  app.post('/cart/payment-result', (c) =>
    cart(c, async (g, token) => {
      const result = await requestBody(c, paymentReturnSchema);
      return paymentResultBody(await g.paymentResult(result), token);
    }),
  );
  app.put('/cart/email', (c) =>
    cart(c, async (g, token) => {
      const { email } = await requestBody(c, emailRequestSchema);
      return cartBody(await g.setEmail(email), token);
    }),
  );
  app.put('/cart/country-language/', (c) =>
    cart(c, async (g, token) => cartBody(await g.setCountryLanguage(), token)),
  );
  return app;
}

/** The test provider's script at this stub's own address, as the browser reached it. */
function testPayScriptUrl(c: Context): string {
  return new URL(TEST_PAY_SCRIPT_PATH, c.req.url).href;
}

/** Runs the fake for this request's site; its refusals go out as status and JSON text. */
async function answer(
  c: Context,
  held: TokenedCart,
  work: Work,
  catalogue: CartCatalogue,
): Promise<Response> {
  try {
    const gateway = new MemoryCartGateway(siteOf(c), held.state, catalogue);
    return c.json(await work(gateway, held.token));
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status === undefined) throw error;
    const status = error.status as ContentfulStatusCode;
    return c.body(error.details.responseText ?? '', status, {
      'content-type': 'application/json',
    });
  }
}

/**
 * docs/product.md#commerce-backend: every commerce call names the site in `country` and `language`.
 */
function siteOf(c: Context): SiteContext {
  const { country = '', language = '' } = c.req.query();
  if (!/^[a-z]{2}$/i.test(country) || !isLanguage(language)) {
    throw badRequest('site', `Unknown country "${country}" or language "${language}"`);
  }
  return {
    site: { country: country.toLowerCase(), language },
    isPreview: false,
    current: undefined,
  };
}

async function requestBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw badRequest('body', z.prettifyError(parsed.error));
  return parsed.data;
}

function badRequest(field: string, message: string): GatewayError {
  return new GatewayError('status', message, {
    status: 400,
    responseText: JSON.stringify({ errors: { [field]: message } }),
  });
}
