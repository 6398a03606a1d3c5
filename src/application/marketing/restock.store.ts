import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { cleanEmailInput, isSendableEmail } from '@/domain/marketing/email-input';
import {
  isSubscribeDisabled,
  RESTOCK_MODAL_AUTO_CLOSE_MS,
} from '@/domain/marketing/subscribe-button';
import { MarketingGateway } from './marketing-gateway.port';
import { Scheduler, type Cancel } from '@/application/shared/scheduler.port';
import { NotificationStore } from '@/application/shared/notification.store';
import { UiStore } from '@/application/shared/ui.store';

/** docs/product.md#errors: both back-in-stock notifications carry this title. */
export const RESTOCK_TITLE = 'SUBSCRIBE_SUBSCRIBED';

/** What an open sign-up is about, as its opener shows it: product name, colour and size. */
export interface RestockSubject {
  readonly name: string;
  /** The colour name in the site's language; '' when the product has none. */
  readonly color: string;
  /** The item's size as sold; '' for a one-size product. */
  readonly size: string;
}

export interface RestockState {
  readonly email: string;
  readonly success: boolean;
  readonly signUps: readonly string[];
}

/**
 * The back-in-stock sign-up (docs/product.md#restock-sign-up,
 * docs/product.md#newsletter-and-back-in-stock, docs/product.md#errors): the modal's email, the
 * success flag, and the items signed up for in this visit (docs/product.md#marketing restock
 * sign-up list), which turn a product's "notify me" into "signed up".
 */
@injectable()
export class RestockStore {
  email = '';
  success = false;
  submitting = false;
  signUps: readonly string[] = [];
  /** The product the open sign-up is about, when its opener told. */
  subject: RestockSubject | undefined = undefined;
  private cancelAutoClose: Cancel | undefined;

  constructor(
    @inject(MarketingGateway) private readonly marketing: MarketingGateway,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      this,
      'marketing' | 'ui' | 'notifications' | 'scheduler' | 'cancelAutoClose'
    >(
      this,
      {
        marketing: false,
        ui: false,
        notifications: false,
        scheduler: false,
        cancelAutoClose: false,
      },
      { autoBind: true },
    );
  }

  /** docs/product.md#validation: the button is disabled while the field is empty. */
  get isSubmitDisabled(): boolean {
    return isSubscribeDisabled(this.email) || this.submitting;
  }

  isSignedUp(itemId: string): boolean {
    return this.signUps.includes(itemId);
  }

  setEmail(email: string): void {
    this.email = email;
  }

  /** Opens the sign-up for an out-of-stock item, about `subject`, with a fresh form. */
  open(itemId: string, subject?: RestockSubject): void {
    this.reset();
    this.subject = subject;
    this.ui.openRestockModal(itemId);
  }

  close(): void {
    this.reset();
    this.ui.closeRestockModal();
  }

  /**
   * docs/product.md#marketing: after a success the next click closes the modal. Otherwise signs up
   * for the open item: success sets the flag, adds the item to the sign-up list and says
   * SUBSCRIBE_PRODUCT; a refusal (success false) or a failure says SUBSCRIBE_ERROR
   * (docs/product.md#errors). Either way the modal closes itself 3 s after the attempt.
   */
  async submit(): Promise<void> {
    const itemId = this.ui.restockModalItemId;
    if (itemId === undefined) return;
    if (this.success) return this.close();
    if (this.isSubmitDisabled) return;
    this.submitting = true;
    // The ends are cleaned; an address that cannot be sent fails like a refusal.
    const email = cleanEmailInput(this.email);
    const signedUp =
      isSendableEmail(email) &&
      (await this.marketing.subscribeBackInStock(email, itemId).catch((error) => {
        console.error('Back-in-stock subscription failed', error);
        return false;
      }));
    runInAction(() => {
      this.submitting = false;
      if (signedUp) {
        this.success = true;
        if (!this.signUps.includes(itemId)) this.signUps = [...this.signUps, itemId];
      }
    });
    if (signedUp) {
      this.notifications.success({ title: RESTOCK_TITLE, message: 'SUBSCRIBE_PRODUCT' });
    } else {
      this.notifications.error({ title: RESTOCK_TITLE, message: 'SUBSCRIBE_ERROR' });
    }
    this.cancelAutoClose?.();
    this.cancelAutoClose = this.scheduler.after(RESTOCK_MODAL_AUTO_CLOSE_MS, this.close);
  }

  toJSON(): RestockState {
    return { email: this.email, success: this.success, signUps: this.signUps };
  }

  hydrate(state: RestockState): void {
    this.email = state.email;
    this.success = state.success;
    this.signUps = state.signUps;
  }

  private reset(): void {
    this.cancelAutoClose?.();
    this.cancelAutoClose = undefined;
    this.email = '';
    this.success = false;
    this.subject = undefined;
  }
}
