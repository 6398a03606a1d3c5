import { ContainerModule } from 'inversify';
import { AccountStore } from './account.store';
import { RegistrationStore } from './registration.store';

/** The shopper's account: login, registration, details and orders. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(AccountStore).toSelf();
  bind(RegistrationStore).toSelf();
});
