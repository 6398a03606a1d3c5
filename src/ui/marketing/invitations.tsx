import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { NEWSLETTER_ENGAGEMENT_SCROLL_PX } from '@/domain/marketing/interruptions';
import { useStore } from '@/ui/shared/container-context';
import { ConsentPrompt } from '@/ui/consent/consent-prompt';
import { MembershipModal } from './membership-modal';

/** The path after the site prefix (`/se/account/register` → `/account/register`). */
function pathAfterSite(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).slice(1).join('/')}`;
}

/**
 * What may interrupt the page (docs/product.md#one-interruption-at-a-time): it tells
 * InterruptionStore every page the shopper reaches and when they scroll, and shows the consent
 * prompt and the membership modal when their turn comes. The newsletter popup sits in the layout,
 * where it is inline on phones.
 */
export const Invitations = observer(function Invitations() {
  const interruptions = useStore(InterruptionStore);
  const { pathname } = useLocation();
  const engaged = interruptions.engaged;

  useEffect(() => {
    interruptions.pageShown(pathAfterSite(pathname));
  }, [interruptions, pathname]);

  useEffect(() => {
    if (engaged) return;
    const onScroll = () => {
      if (window.scrollY >= NEWSLETTER_ENGAGEMENT_SCROLL_PX) interruptions.engage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [interruptions, engaged]);

  return (
    <>
      <ConsentPrompt />
      <MembershipModal />
    </>
  );
});
