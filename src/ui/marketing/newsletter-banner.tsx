import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { NewsletterBannerViewModel } from '@/application/marketing/newsletter-banner-view-model';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { TranslationStore } from '@/application/site/translation.store';
import { NEWSLETTER_FADE_MS } from '@/domain/constants';
import { INVITATION_DEPTH, NEWSLETTER_POPUP } from '@/ui/styles/layout';
import { useStore } from '../app/container-context';
import { colors, tones } from '../styles/tokens';
import { media } from '../styles/breakpoints';
import { closeButton } from '@/ui/shared/modal-parts';
import { NewsletterForm } from './newsletter-form';

const banner = css`
  position: relative;
  display: grid;
  align-content: end;
  gap: 0.75rem;
  margin: 0 1rem 2rem;
  padding: 2rem 1.5rem 1.5rem;
  background: ${colors.beige};
  color: ${colors.ink};
  opacity: 1;
  transition: opacity ${NEWSLETTER_FADE_MS / 1000}s ease;
  h2 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  ${media.md} {
    position: fixed;
    z-index: ${INVITATION_DEPTH};
    right: 1.5rem;
    bottom: 1.5rem;
    width: ${NEWSLETTER_POPUP.width};
    /* Never over the header: its controls stay usable on short screens (docs/decisions/0038-newsletter-and-back-in-stock.md). */
    height: min(${NEWSLETTER_POPUP.height}, 100dvh - 11rem);
    overflow-y: auto;
    margin: 0;
    padding: 2.5rem 2rem 2rem;
    box-shadow: 0 16px 40px rgb(31 28 25 / 18%);
    background:
      radial-gradient(circle at 30% 25%, rgb(255 255 255 / 55%), transparent 45%),
      linear-gradient(160deg, ${colors.beige} 0%, #e4d6c1 100%);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const leaving = css`
  opacity: 0;
  pointer-events: none;
`;

const small = css`
  font-size: 0.8rem;
  color: ${tones.muted};
`;

/**
 * docs/product.md#newsletter-banner: shown until the newsletter cookie is set; its close button,
 * Escape or a sign-up hide it, fading out over 0.3 s. A fixed popup at the bottom right from 768 px
 * (docs/product.md#constants-and-limits: 30rem × 44rem), inline above the footer on phones.
 */
export const NewsletterBanner = observer(function NewsletterBanner() {
  const newsletter = useStore(NewsletterStore);
  const { footer } = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const model = useStore(NewsletterBannerViewModel);
  const visible = model.isVisible;

  useEffect(() => model.watch(), [model]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') newsletter.closeBanner();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, newsletter]);

  if (!model.isShown) return null;
  return (
    <section
      className={cx(banner, !visible && leaving)}
      aria-label={t('Newsletter_Banner_Label')}
      aria-hidden={!visible || undefined}
    >
      <button
        type="button"
        className={closeButton}
        aria-label={t('Newsletter_Close')}
        onClick={newsletter.closeBanner}
      >
        ×
      </button>
      <h2>{footer?.newsletterHeadline || t('Newsletter_Title')}</h2>
      {footer?.newsletterText ? <p>{footer.newsletterText}</p> : null}
      <NewsletterForm form="banner" />
      <p className={small}>{t('Newsletter_Privacy')}</p>
    </section>
  );
});
