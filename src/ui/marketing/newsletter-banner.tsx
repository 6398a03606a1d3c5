import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { NewsletterBannerViewModel } from '@/application/marketing/newsletter-banner-view-model';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { TranslationStore } from '@/application/site/translation.store';
import { NEWSLETTER_FADE_MS } from '@/domain/marketing/newsletter-banner';
import { INVITATION_DEPTH, NEWSLETTER_POPUP } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { modalCloseButton } from '@/ui/shared/modal-parts';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { NewsletterForm } from './newsletter-form';
import { HERO_CONTROLS, useClearOf } from './use-clear-of';

/** The picture's square, at 6rem and twice that for sharp screens. */
const PICTURE_PX = 192;
const PICTURE_SIZE = '6rem';

const banner = css`
  position: relative;
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  grid-template-areas:
    'picture intro'
    'form form'
    'privacy privacy';
  gap: 0.9rem 1rem;
  margin: 0 1rem 2rem;
  padding: 1rem;
  background: ${colors.beige};
  color: ${colors.ink};
  opacity: 1;
  transition: opacity ${NEWSLETTER_FADE_MS / 1000}s ease;
  ${media.md} {
    position: fixed;
    z-index: ${INVITATION_DEPTH};
    right: 1rem;
    bottom: 1rem;
    width: ${NEWSLETTER_POPUP.width};
    /* Never over the header: its controls stay usable on short screens (docs/decisions/0038-newsletter-and-back-in-stock.md). */
    max-height: min(${NEWSLETTER_POPUP.maxHeight}, 100dvh - 11rem);
    overflow-y: auto;
    margin: 0;
    box-shadow: 0 12px 32px rgb(31 28 25 / 16%);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Without a picture the words take the whole width: no empty frame where it would be. */
const withoutPicture = css`
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'intro' 'form' 'privacy';
`;

const picture = css`
  grid-area: picture;
  align-self: start;
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
`;

const intro = css`
  grid-area: intro;
  display: grid;
  align-content: start;
  gap: 0.35rem;
  /* Room for the close button in the corner. */
  padding-right: 1.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 400;
    letter-spacing: 0.01em;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.45;
  }
`;

/** The field says what it wants in its placeholder; its label stays for assistive technology. */
const compactForm = css`
  grid-area: form;
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const leaving = css`
  opacity: 0;
  pointer-events: none;
`;

const small = css`
  grid-area: privacy;
  margin: 0;
  font-size: 0.75rem;
  line-height: 1.4;
  color: ${tones.muted};
`;

/**
 * docs/product.md#newsletter-banner: shown until the newsletter cookie is set; its close button,
 * Escape or a sign-up hide it, fading out over 0.3 s. A small card with the footer story's
 * picture, fixed at the bottom right from 768 px, where it waits unseen while it would cover a
 * hero's hotspots or button (docs/decisions/0120-invitations-that-wait-their-turn.md); inline
 * above the footer on phones.
 */
export const NewsletterBanner = observer(function NewsletterBanner() {
  const newsletter = useStore(NewsletterStore);
  const { footer } = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const model = useStore(NewsletterBannerViewModel);
  const visible = model.isVisible;

  const card = useRef<HTMLElement>(null);
  const clear = useClearOf(card, HERO_CONTROLS, model.isShown);

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
  const image = footer?.newsletterImage;
  return (
    <section
      ref={card}
      className={cx(banner, !image && withoutPicture, (!visible || !clear) && leaving)}
      aria-label={t('Newsletter_Banner_Label')}
      aria-hidden={!visible || !clear || undefined}
    >
      <button
        type="button"
        className={modalCloseButton}
        aria-label={t('Newsletter_Close')}
        onClick={newsletter.closeBanner}
      >
        ×
      </button>
      {image ? (
        <ContentPicture
          className={picture}
          image={image}
          sizes={PICTURE_SIZE}
          width={PICTURE_PX}
          height={PICTURE_PX}
        />
      ) : null}
      <div className={intro}>
        <h2>{footer?.newsletterHeadline || t('Newsletter_Title')}</h2>
        {footer?.newsletterText ? <p>{footer.newsletterText}</p> : null}
      </div>
      <NewsletterForm form="banner" className={compactForm} />
      <p className={small}>{t('Newsletter_Privacy')}</p>
    </section>
  );
});
