import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, booleanField, textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { NewsletterForm } from './newsletter-form';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';

const banner = css`
  display: grid;
  overflow: hidden;
  background: ${colors.beige};
  color: ${colors.ink};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    max-height: 22rem;
    object-fit: cover;
    ${media.md} {
      max-height: none;
    }
  }
`;

const body = css`
  display: grid;
  align-content: center;
  gap: 1rem;
  padding: 2rem 1.25rem;
  ${media.lg} {
    max-width: 34rem;
    padding: 3.5rem 3rem;
  }
  h2 {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 400;
    letter-spacing: 0.01em;
    ${media.lg} {
      font-size: 2rem;
    }
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const small = css`
  font-size: 0.8rem;
  color: ${tones.muted};
`;

/**
 * docs/product.md#marketing newsletter banner as a block of a page: the editors' headline, text and
 * picture beside the newsletter form, which has its own e-mail field. As
 * docs/product.md#newsletter-banner says, it is left out once the newsletter cookie is set (signed
 * up, or the popup closed) unless the editors set `show_always`.
 */
export const NewsletterBannerBlock = observer(function NewsletterBannerBlock(props: BlockProps) {
  const { blok } = props;
  const newsletter = useStore(NewsletterStore);
  const { t } = useStore(TranslationStore);
  if (!newsletter.isBannerVisible(booleanField(blok, 'show_always'))) return null;
  const headline = textField(blok, 'headline') || t('Newsletter_Title');
  const text = textField(blok, 'text');
  const picture = assetField(blok, 'image');
  return (
    <section className={banner} aria-label={headline}>
      {picture ? (
        <ContentPicture
          image={picture}
          sizes={imageSizes({ md: '50vw' }, '100vw')}
          width={800}
          height={600}
        />
      ) : null}
      <div className={body}>
        <h2>{headline}</h2>
        {text ? <p>{text}</p> : null}
        <NewsletterForm form={`block-${blok._uid}`} />
        <p className={small}>{t('Newsletter_Privacy')}</p>
      </div>
    </section>
  );
});
