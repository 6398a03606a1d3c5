import { ContainerModule } from 'inversify';
import { LiveShoppingStore } from './live-shopping.store';
import { MembershipStore } from './membership.store';
import { NewsletterBannerViewModel } from './newsletter-banner-view-model';
import { NewsletterStore } from './newsletter.store';
import { RestockStore } from './restock.store';

/** The newsletter, back-in-stock sign-up, the membership invitation and live shopping. */
export const marketingModule = new ContainerModule(({ bind }) => {
  bind(NewsletterStore).toSelf();
  bind(NewsletterBannerViewModel).toSelf();
  bind(RestockStore).toSelf();
  bind(MembershipStore).toSelf();
  bind(LiveShoppingStore).toSelf();
});
