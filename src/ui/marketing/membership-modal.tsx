import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { MembershipStore } from '@/application/marketing/membership.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { formatSite } from '@/domain/site/site';
import { useStore } from '../app/container-context';
import { Dialog } from '@/ui/shared/dialog';
import { colors } from '../styles/tokens';
import { closeButton, modalBody, primaryButton, secondaryButton } from '@/ui/shared/modal-parts';

const IMAGE = { width: 640, height: 360 } as const;

const frame = css`
  &[open] {
    width: min(100vw - 2rem, 32rem);
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

/** The path after the site prefix (`/se/account/register` → `/account/register`). */
function pathAfterSite(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).slice(1).join('/')}`;
}

/**
 * docs/product.md#membership-modal: the invitation to join, with the market's `account_modal_*`
 * texts and a link to registration. It tells MembershipStore every page the shopper reaches, which
 * decides when (5 s) and whether it opens; however it closes, the store remembers it.
 */
export const MembershipModal = observer(function MembershipModal() {
  const ui = useStore(UiStore);
  const membership = useStore(MembershipStore);
  const content = useStore(ContentStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const { pathname } = useLocation();

  useEffect(() => {
    membership.pageShown(pathAfterSite(pathname));
  }, [membership, pathname]);

  const texts = content.marketSettings?.accountModal;
  const open = ui.isMembershipModalOpen && texts !== undefined && texts.heading !== '';
  return (
    <Dialog open={open} onClose={membership.dismiss} label={texts?.heading ?? ''} className={frame}>
      {texts ? (
        <>
          {texts.image ? (
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
              className={closeButton}
              aria-label={t('Membership_Close')}
              onClick={membership.dismiss}
            >
              ×
            </button>
            <h2>{texts.heading}</h2>
            {texts.description ? <p>{texts.description}</p> : null}
            <Link
              className={primaryButton}
              to={`/${formatSite(site)}/${ACCOUNT_PATHS.register}`}
              onClick={membership.dismiss}
            >
              {texts.cta || t('Membership_Register')}
            </Link>
            <button type="button" className={secondaryButton} onClick={membership.dismiss}>
              {t('Membership_Later')}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
});
