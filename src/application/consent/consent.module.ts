import { ContainerModule } from 'inversify';
import { ConsentStore } from './consent.store';
import { VisitorConsent } from './visitor-consent.port';

/** The visitor's consent, and the port adapters read it through. */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(ConsentStore).toSelf();
  bind(VisitorConsent).toService(ConsentStore);
});
