import { ContainerModule } from 'inversify';
import { ConsentStore } from './consent.store';
import { StatisticsGate } from './statistics-gate';
import { VisitorConsent } from './visitor-consent.port';

/** The visitor's consent, the port adapters read it through, and the gate counting waits at. */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(ConsentStore).toSelf();
  bind(VisitorConsent).toService(ConsentStore);
  bind(StatisticsGate).toSelf();
});
