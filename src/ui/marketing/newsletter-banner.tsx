import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { TranslationStore } from '@/application/site/translation.store';
import { NEWSLETTER_FADE_MS, NEWSLETTER_POPUP, OVERLAY_DEPTH } from '@/domain/constants';
import { useStore } from '../app/container-context';
import { colors, media, tones } from '../styles/tokens';
import { closeButton } from '../shared/modal-parts';
import { NewsletterForm } from './newsletter-form';

/** Settings carry no show_always field (SPEC §3 lists none), so the cookie alone decides. */
const SHOW_ALWAYS = false;

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
    z-index: ${OVERLAY_DEPTH.normal};
    right: 1.5rem;
    bottom: 1.5rem;
    width: ${NEWSLETTER_POPUP.width};
    /* Never over the header: its controls stay usable on short screens (decisions6-footer.md). */
    height: min(${NEWSLETTER_POPUP.height}, 100dvh - 11rem);
    margin: 0;
    padding: 2.5rem 2rem 2rem;
    box-shadow: 0 16px 40px rgb(31 28 25 / 18%);
    background:
      radial-gradient(circle at 30% 25%, rgb(255 255 255 / 55%), transparent 45%),
      linear-gradient(160deg, ${colors.beige} 0%, #e4d6c1 100%);
  }
  @media (prefers-reduced-motion: reduce) {
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
 * SPEC §4 Newsletter banner: shown until the newsletter cookie is set; its close button, Escape
 * or a sign-up hide it, fading out over 0.3 s. A fixed popup at the bottom right from 768 px
 * (§9: 30rem × 44rem), inline above the footer on phones.
 */
export const NewsletterBanner = observer(function NewsletterBanner() {
  const newsletter = useStore(NewsletterStore);
  const { footer } = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const visible = newsletter.isBannerVisible(SHOW_ALWAYS);
  const [mounted, setMounted] = useState(visible);

  useEffect(() => {
    if (visible) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), NEWSLETTER_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') newsletter.closeBanner();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, newsletter]);

  if (!visible && !mounted) return null;
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
