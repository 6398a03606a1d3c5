import type { NotificationStore } from '@/application/shared/notification.store';
import { GatewayError } from '@/application/shared/gateway-error';
import { accountErrorNotice } from '@/domain/account/account-error-notice';

/**
 * docs/product.md#errors Account errors: the toast quotes the service's text unless it answered
 * an object.
 */
export function notifyAccountFailure(notifications: NotificationStore, error: unknown): void {
  const text = error instanceof GatewayError ? error.details.responseText : undefined;
  notifications.error(accountErrorNotice(text));
}

/** Runs a call to the account service: true once it answered, else the toast and false. */
export async function attemptAccountCall(
  notifications: NotificationStore,
  call: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    notifyAccountFailure(notifications, error);
    return false;
  }
}
