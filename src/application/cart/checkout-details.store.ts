import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import {
  type CheckoutDetails,
  type CheckoutField,
  type CheckoutFieldError,
  checkoutErrors,
  checkoutFieldError,
  EMPTY_CHECKOUT_DETAILS,
  sendableAddress,
} from '@/domain/cart/checkout-address';
import { cleanEmailInput } from '@/domain/marketing/email-input';
import { CheckoutDraft } from './checkout-draft.port';
import { CartAnalytics } from './cart-analytics';
import { CartStore } from './cart.store';

/** What the details store asks of the cart: the three checkout calls. */
export type CheckoutCalls = Pick<CartStore, 'setEmail' | 'checkoutFields' | 'checkoutUpdate'>;

/** What the details store tells the analytics: the visit's start, and the steps it completes. */
export type CheckoutStepReports = Pick<
  CartAnalytics,
  'checkoutStarted' | 'emailGiven' | 'addressGiven'
>;

/**
 * The checkout page's email and address (docs/product.md#checkout-details). What is typed is kept
 * for the tab's session at every key; a field is checked when the shopper leaves it, and only
 * then says what is wrong. A valid email goes to the cart (`PUT /cart/email`), a whole valid
 * address to its checkout fields, each only when it changed — invalid fields never reach the
 * backend. A new country reprices the cart for that country's market (checkout update).
 */
@injectable()
export class CheckoutDetailsStore {
  details: CheckoutDetails = EMPTY_CHECKOUT_DETAILS;
  /** The fields the shopper has left (or tried to send): their errors show. */
  left: ReadonlySet<CheckoutField> = new Set();
  private sent = { email: '', address: '' };

  constructor(
    @inject(CartStore) private readonly cart: CheckoutCalls,
    @inject(CheckoutDraft) private readonly draft: CheckoutDraft,
    @inject(CartAnalytics) @optional() private readonly analytics?: CheckoutStepReports,
  ) {
    makeAutoObservable<this, 'cart' | 'draft' | 'sent' | 'analytics'>(
      this,
      {
        details: observable.ref,
        left: observable.ref,
        cart: false,
        draft: false,
        sent: false,
        analytics: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Takes over what this session typed, or starts empty in `country` (the cart's). Called once
   * the page is the visitor's: the server's page is the same for everybody.
   */
  start(country: string): void {
    const kept = this.draft.recall();
    this.details = { ...(kept ?? EMPTY_CHECKOUT_DETAILS) };
    if (!this.details.country) this.details = { ...this.details, country: country.toUpperCase() };
    // What comes back was typed and left before: it says what is wrong with it at once.
    this.left = new Set(this.filledFields());
    // A new visit; what came back valid reached the cart before, so those steps are done.
    this.analytics?.checkoutStarted();
    if (!checkoutFieldError(this.details, 'email')) this.analytics?.emailGiven();
    if (sendableAddress(this.details)) this.analytics?.addressGiven();
  }

  change(field: CheckoutField, value: string): void {
    this.details = { ...this.details, [field]: value };
    this.draft.keep(this.details);
  }

  /** The error beside `field`, once the shopper has left it. */
  errorOf(field: CheckoutField): CheckoutFieldError | undefined {
    return this.left.has(field) ? checkoutFieldError(this.details, field) : undefined;
  }

  /** Whether every field may be sent. */
  get isComplete(): boolean {
    return Object.keys(checkoutErrors(this.details)).length === 0;
  }

  /** The shopper left `field`: it is checked, and what may be sent goes to the cart. */
  async leave(field: CheckoutField): Promise<void> {
    this.left = new Set([...this.left, field]);
    if (field === 'email') await this.sendEmail();
    else await this.sendAddress();
  }

  /** A new country: the cart is repriced for its market, then the address is sent again. */
  async chooseCountry(country: string): Promise<void> {
    this.change('country', country.toUpperCase());
    // A postcode typed for the old country is checked against the new one's form at once.
    this.left = new Set([...this.left, ...this.filledFields()]);
    await this.cart.checkoutUpdate(this.details.country);
    this.sent = { ...this.sent, address: '' };
    await this.sendAddress();
  }

  /** The shopper wants to go on: every field shows its error; true when none has one. */
  async confirm(): Promise<boolean> {
    this.left = new Set(Object.keys(this.details) as CheckoutField[]);
    if (!this.isComplete) return false;
    await this.sendEmail();
    await this.sendAddress();
    return true;
  }

  private filledFields(): CheckoutField[] {
    return (Object.keys(this.details) as CheckoutField[]).filter(
      (field) => this.details[field].trim() !== '',
    );
  }

  private async sendEmail(): Promise<void> {
    const email = cleanEmailInput(this.details.email);
    if (checkoutFieldError(this.details, 'email') || email === this.sent.email) return;
    if (!(await this.cart.setEmail(email))) return;
    this.sent = { ...this.sent, email };
    this.analytics?.emailGiven();
  }

  private async sendAddress(): Promise<void> {
    const address = sendableAddress(this.details);
    const text = address ? JSON.stringify(address) : '';
    if (!address || text === this.sent.address) return;
    if (!(await this.cart.checkoutFields({ address }))) return;
    this.sent = { ...this.sent, address: text };
    this.analytics?.addressGiven();
  }
}
