import { ContainerModule } from 'inversify';
import { InterruptionStore } from './interruption.store';
import { MembershipStore } from './membership.store';
import { NewsletterBannerViewModel } from './newsletter-banner-view-model';
import { NewsletterStore } from './newsletter.store';
import { RestockDatesStore } from './restock-dates.store';
import { RestockStore } from './restock.store';

/**
 * The newsletter, back-in-stock sign-up and restock dates, the membership invitation, and
 * when invitations may interrupt.
 */
export const marketingModule = new ContainerModule(({ bind }) => {
  bind(NewsletterStore).toSelf();
  bind(NewsletterBannerViewModel).toSelf();
  bind(RestockStore).toSelf();
  bind(RestockDatesStore).toSelf();
  bind(MembershipStore).toSelf();
  bind(InterruptionStore).toSelf();
});
