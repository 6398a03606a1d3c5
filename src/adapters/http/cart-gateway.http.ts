import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import { cartRefusalKind } from '@/adapters/shared/cart-refusals';
import { CART_STORAGE_KEY } from '@/adapters/shared/cart-storage-key';
import { InFlight } from '@/lib/in-flight';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { CartStorage } from '@/application/cart/cart-storage.port';
import type { Cart, CartAddition } from '@/domain/cart/cart';
import type { CheckoutFields, PaymentForm } from '@/domain/cart/checkout';
import type { PaymentResult, PaymentReturn } from '@/domain/cart/payment-result';
import { toCart, toOrder } from './cart.to-domain';
import { CommerceHttp } from './commerce-client';
import { withRefusalKind } from './gateway-errors';
import {
  CART_TOKEN_HEADER,
  cartAdditionSchema,
  cartSchema,
  CHECKOUT_EMAIL_HEADER,
  createdCartSchema,
  paymentFieldsSchema,
  paymentResultSchema,
  type CheckoutFieldsBody,
  type EmailRequestBody,
} from './schemas/cart.schema';
import { sendParsed, type Request } from './send-request';

type Tokened = z.ZodMiniType<{ readonly token?: string | undefined }>;

/**
 * The shopper's cart at the commerce backend (docs/product.md#commerce-backend `/cart/…`). The cart
 * token the backend answers with is kept in storage (key `cart`) and sent with every call, so a
 * reload finds the cart; without one, the first call creates a cart (`POST /cart/`), and a fetch
 * takes the new cart as it is (no GET and its CORS preflight after the POST). The backend may
 * answer any call with a new token (a cart it no longer knew is replaced), and the newest is kept.
 */
@injectable()
export class HttpCartGateway implements CartGateway {
  private readonly opening = new InFlight<'cart', z.output<typeof createdCartSchema>>();

  constructor(
    @inject(CommerceHttp) private readonly http: AxiosInstance,
    @inject(CartStorage) private readonly storage: CartStorage,
  ) {}

  async create(): Promise<Cart> {
    return toCart(await this.open());
  }

  async get(): Promise<Cart> {
    // A visitor without a cart: the one `POST /cart/` answers with is it, so no GET follows.
    if (!this.storage.get(CART_STORAGE_KEY)) return toCart(await this.opened());
    return toCart(await this.send({ method: 'GET', url: '/cart/' }, cartSchema));
  }

  async addItem(itemId: string, quantity = 1): Promise<CartAddition> {
    const url = `/cart/item/${encodeURIComponent(itemId)}/quantity/${quantity}`;
    const body = await this.send({ method: 'POST', url }, cartAdditionSchema);
    const cart = toCart(body);
    const line = cart.items.find((item) => item.line === body.line);
    if (line) return { cart, line };
    throw new GatewayError('invalid-response', `POST ${url} named a line the cart lacks`, {
      status: 200,
      responseText: JSON.stringify(body),
    });
  }

  async updateQuantity(lineId: string, quantity: number): Promise<Cart> {
    const url = `/cart/item/${encodeURIComponent(lineId)}/quantity/${quantity}`;
    return toCart(await this.send({ method: 'PUT', url }, cartSchema));
  }

  async addVoucher(code: string): Promise<Cart> {
    const url = `/cart/vouchers/${encodeURIComponent(code)}`;
    return toCart(await this.send({ method: 'POST', url }, cartSchema));
  }

  async removeVoucher(code: string): Promise<Cart> {
    const url = `/cart/vouchers/${encodeURIComponent(code)}`;
    return toCart(await this.send({ method: 'DELETE', url }, cartSchema));
  }

  async checkoutUpdate(countryCode?: string, email?: string): Promise<Cart> {
    const url = `/cart/checkout-update/${countryCode === undefined ? '' : encodeURIComponent(countryCode)}`;
    const headers = email === undefined ? {} : { [CHECKOUT_EMAIL_HEADER]: email };
    return toCart(await this.send({ method: 'PUT', url, headers }, cartSchema));
  }

  async checkoutFields(fields: CheckoutFields): Promise<Cart> {
    const data: CheckoutFieldsBody = fields;
    return toCart(
      await this.send({ method: 'PUT', url: '/cart/checkout-fields/', data }, cartSchema),
    );
  }

  async paymentFields(): Promise<PaymentForm> {
    const body = await this.send(
      { method: 'GET', url: '/cart/payment/fields/' },
      paymentFieldsSchema,
    );
    return {
      paymentHTML: body.paymentHTML,
      centraCheckoutScript: body.centraCheckoutScript ?? undefined,
    };
  }

  async paymentResult(result: PaymentReturn): Promise<PaymentResult> {
    const request: Request = { method: 'POST', url: '/cart/payment-result', data: result };
    const body = await this.send(request, paymentResultSchema);
    return body.order ? { order: toOrder(body.order) } : {};
  }

  async setEmail(email: string): Promise<Cart> {
    const data: EmailRequestBody = { email };
    return toCart(await this.send({ method: 'PUT', url: '/cart/email', data }, cartSchema));
  }

  async setCountryLanguage(): Promise<Cart> {
    return toCart(await this.send({ method: 'PUT', url: '/cart/country-language/' }, cartSchema));
  }

  /** `POST /cart/`: a new cart, whose token is kept from now on. */
  private async open(): Promise<z.output<typeof createdCartSchema>> {
    const body = await sendParsed(this.http, { method: 'POST', url: '/cart/' }, createdCartSchema);
    this.storage.set(CART_STORAGE_KEY, body.token);
    return body;
  }

  /** The cart opened for calls made without a token; calls made at once share it. */
  private opened(): Promise<z.output<typeof createdCartSchema>> {
    return this.opening.run('cart', () => this.open());
  }

  /** The kept cart token, or a new cart's. */
  private async token(): Promise<string> {
    const kept = this.storage.get(CART_STORAGE_KEY);
    return kept ? kept : (await this.opened()).token;
  }

  private async send<S extends Tokened>(request: Request, schema: S): Promise<z.output<S>> {
    const token = await this.token();
    const headers = { ...request.headers, [CART_TOKEN_HEADER]: token };
    const body = await sendParsed(this.http, { ...request, headers }, schema).catch(
      (error: unknown) => {
        throw withRefusalKind(error, cartRefusalKind);
      },
    );
    if (body.token) this.storage.set(CART_STORAGE_KEY, body.token);
    return body;
  }
}
