import { css } from '@linaria/core';
import { assetField, linkField, textField } from '@/domain/content/blok-fields';
import { actionLink } from '@/ui/shared/button-styles';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';

const tile = css`
  display: grid;
  overflow: hidden;
  background: ${colors.beige};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const body = css`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 1.5rem 1.25rem 2rem;
  ${media.lg} {
    padding: 3rem 4rem;
  }
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.sectionTitle};
    font-weight: 400;
  }
  p {
    max-width: 32rem;
    margin: 0;
    color: ${tones.muted};
    line-height: 1.6;
  }
`;

/**
 * docs/product.md#table-setting table-settings tile: the way into the table-setting tool — the
 * editors' picture, headline, text and call to action leading to the tool's page.
 */
export function TableSettingsTile(props: BlockProps) {
  const { blok } = props;
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  const ctaLabel = textField(blok, 'cta_label');
  const link = linkField(blok, 'link');
  const image = assetField(blok, 'image');
  if (!headline && !image) return null;
  return (
    <section className={tile} aria-label={headline || undefined}>
      {image && (
        <ContentPicture
          className={picture}
          image={image}
          sizes={imageSizes({ md: '50vw' }, '100vw')}
          width={800}
          height={600}
        />
      )}
      <div className={body}>
        {headline && <h2>{headline}</h2>}
        {text && <p>{text}</p>}
        {ctaLabel && link && (
          <ContentLink className={actionLink} link={link}>
            {ctaLabel}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
