import { inject, injectable } from 'inversify';
import type { PasswordReset } from '@/domain/account/password-reset';
import { NotificationStore } from '@/application/shared/notification.store';
import { AccountGateway } from './account-gateway.port';
import { attemptAccountCall } from './account-calls';

/**
 * The forgotten password (docs/product.md#account-service): the link sent to the shopper's
 * e-mail, then the new password set with the link's hash. A refusal shows the account toast
 * (docs/product.md#errors).
 */
@injectable()
export class ResetPassword {
  constructor(
    @inject(AccountGateway) private readonly gateway: AccountGateway,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {}

  /** Sends the reset link: true once sent. */
  sendLink(email: string): Promise<boolean> {
    return attemptAccountCall(this.notifications, () => this.gateway.requestPasswordReset(email));
  }

  /** Sets the new password: true once set. */
  setPassword(reset: PasswordReset): Promise<boolean> {
    return attemptAccountCall(this.notifications, () => this.gateway.resetPassword(reset));
  }
}
