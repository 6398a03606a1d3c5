import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { MembershipStore } from '@/application/marketing/membership.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { Dialog } from '@/ui/shared/dialog';
import { colors } from '@/ui/styles/tokens';
import { modalBody, modalCloseButton, modalDismissButton } from '@/ui/shared/modal-parts';
import { actionLink } from '@/ui/shared/button-styles';

const IMAGE = { width: 640, height: 360 } as const;

const frame = css`
  &[open] {
    width: min(100vw - 2rem, 32rem);
    /* A phone held sideways: the invitation fits the screen and scrolls within. */
    max-height: calc(100dvh - 1rem);
    overflow-y: auto;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${colors.beige};
  }
`;

/**
 * docs/product.md#membership-modal: the invitation to join, with the market's `account_modal_*`
 * texts and a link to registration. InterruptionStore opens it when its turn comes
 * (docs/product.md#one-interruption-at-a-time); however it closes, MembershipStore remembers it.
 * Its picture waits until the shopper has engaged with the page, so a slow first visit never
 * paints it as the page's largest picture.
 */
export const MembershipModal = observer(function MembershipModal() {
  const ui = useStore(UiStore);
  const membership = useStore(MembershipStore);
  const interruptions = useStore(InterruptionStore);
  const content = useStore(ContentStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const texts = content.marketSettings?.accountModal;
  const open = ui.isMembershipModalOpen && texts !== undefined && texts.heading !== '';
  return (
    <Dialog open={open} onClose={membership.dismiss} label={texts?.heading ?? ''} className={frame}>
      {texts ? (
        <>
          {texts.image && interruptions.engaged ? (
            <img
              src={imageUrl(texts.image.filename, IMAGE.width)}
              srcSet={srcset(texts.image.filename, [IMAGE.width, IMAGE.width * 2]) || undefined}
              sizes="(min-width: 560px) 32rem, 100vw"
              alt={texts.image.alt}
              width={IMAGE.width}
              height={IMAGE.height}
              loading="lazy"
            />
          ) : null}
          <div className={modalBody}>
            <button
              type="button"
              className={modalCloseButton}
              aria-label={t('Membership_Close')}
              onClick={membership.dismiss}
            >
              ×
            </button>
            <h2>{texts.heading}</h2>
            {texts.description ? <p>{texts.description}</p> : null}
            <Link
              className={actionLink}
              to={`/${formatSite(site)}/${ACCOUNT_PATHS.register}`}
              onClick={membership.dismiss}
            >
              {texts.cta || t('Membership_Register')}
            </Link>
            <button type="button" className={modalDismissButton} onClick={membership.dismiss}>
              {t('Membership_Later')}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
});
