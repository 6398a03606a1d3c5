import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Registration } from '@/domain/account/account-details';
import {
  answersFor,
  EMAIL_CHECK_PATIENCE_MS,
  emailKey,
  type EmailCheck,
  type EmailCheckOutcome,
  isCheckableEmail,
  isEmailTaken,
} from '@/domain/account/registration-email-check';
import { cleanEmailInput } from '@/domain/marketing/email-input';
import { InFlight } from '@/lib/in-flight';
import { Scheduler } from '@/application/shared/scheduler.port';
import { AccountGateway } from './account-gateway.port';
import { AccountStore } from './account.store';

/** How a registration went that did not reject: sent and signed in, or held back. */
export type RegistrationOutcome = 'registered' | 'email-taken';

/**
 * The registration form's check of its address (docs/product.md#login-and-registration): before
 * the form is sent — and already when the shopper leaves the e-mail field — the account service
 * is asked whether an account uses it (`GET /account/check-account-exist/{email}`). One that does
 * holds the form back with a warning that offers to log in or reset the password. A check that
 * fails, or takes longer than `EMAIL_CHECK_PATIENCE_MS`, says nothing and the form goes: the
 * register call's own refusal still applies.
 */
@injectable()
export class RegistrationStore {
  /** The last answered check; the warning shows while the field holds its address. */
  check: EmailCheck | undefined = undefined;
  private readonly asking = new InFlight<string, EmailCheckOutcome>();

  constructor(
    @inject(AccountGateway) private readonly gateway: AccountGateway,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<this, 'gateway' | 'account' | 'scheduler' | 'asking'>(
      this,
      { gateway: false, account: false, scheduler: false, asking: false },
      { autoBind: true },
    );
  }

  /** Whether the form should say an account already uses `email` (and not be sent with it). */
  isTaken(email: string): boolean {
    return isEmailTaken(this.check, email);
  }

  /**
   * Asks the account service about `email`, once per address: an address already answered, or
   * one the register call could not send anyway (`isCheckableEmail`), is not asked about. A
   * failure is logged and leaves the outcome `unknown`.
   */
  checkEmail(email: string): Promise<EmailCheckOutcome> {
    if (!isCheckableEmail(email)) return Promise.resolve('unknown');
    if (answersFor(this.check, email)) return Promise.resolve(this.check!.outcome);
    return this.asking.run(emailKey(email), () => this.ask(email));
  }

  /**
   * docs/product.md#login-and-registration: registers unless the check found an account for the
   * address — then the form is held back (`email-taken`) and nothing is sent. A check that has not
   * answered within `EMAIL_CHECK_PATIENCE_MS` is not waited for. Otherwise as
   * `AccountStore.register`, whose refusal (an address registered meanwhile: 409) rejects.
   */
  async register(registration: Registration): Promise<RegistrationOutcome> {
    const outcome = await this.withinPatience(this.checkEmail(registration.email));
    if (outcome === 'taken') return 'email-taken';
    await this.account.register(registration);
    return 'registered';
  }

  private async ask(email: string): Promise<EmailCheckOutcome> {
    let outcome: EmailCheckOutcome;
    try {
      outcome = (await this.gateway.accountExists(cleanEmailInput(email))) ? 'taken' : 'free';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Could not check whether an account uses the address; registering: ${reason}`);
      outcome = 'unknown';
    }
    runInAction(() => (this.check = { email, outcome }));
    return outcome;
  }

  /** The check's outcome, or `unknown` once the shopper has waited long enough for it. */
  private withinPatience(check: Promise<EmailCheckOutcome>): Promise<EmailCheckOutcome> {
    return new Promise((resolve) => {
      const cancel = this.scheduler.after(EMAIL_CHECK_PATIENCE_MS, () => resolve('unknown'));
      void check.then((outcome) => {
        cancel();
        resolve(outcome);
      });
    });
  }
}
