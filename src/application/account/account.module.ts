import { ContainerModule } from 'inversify';
import { AccountStore } from './account.store';
import { OrderHistoryStore } from './order-history.store';
import { RegistrationStore } from './registration.store';
import { ResetPassword } from './reset-password';

/** The shopper's account: login, registration, details, past orders and a forgotten password. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(AccountStore).toSelf();
  bind(RegistrationStore).toSelf();
  bind(OrderHistoryStore).toSelf();
  bind(ResetPassword).toSelf();
});
