import { css } from '@linaria/core';
import { assetField, linkField, textField } from '@/domain/content/blok-fields';
import { blockOption, IMAGE_TEXT_LAYOUTS } from '@/domain/editorial/block-option';
import { ContentLink } from '@/ui/shared/content/content-link';
import { RichText } from '@/ui/shared/content/rich-text';
import { TextBlockPicture } from '@/ui/content/text-block-picture';
import { colors, fonts, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockText, ctaSecondary } from './editorial-styles';

const block = css`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    align-items: center;
    gap: 3rem;
    &[data-layout='left'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    &[data-layout='right'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      > :first-child {
        order: 2;
      }
    }
    &[data-layout='full-width-right'] > :last-child {
      justify-self: end;
    }
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${colors.beige};
  [data-layout^='full-width'] & {
    aspect-ratio: 16 / 9;
  }
`;

const copy = css`
  display: grid;
  justify-items: start;
  gap: 1rem;
  max-width: 34rem;
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.sectionTitle};
    font-weight: 400;
  }
`;

/**
 * docs/product.md#content-blocks image plus text: a picture with a headline, rich text and a call
 * to action. Layouts: `left` and `right` put the picture beside the text from 768 px; `full-width`
 * and `full-width-right` show it across the page with the text under it, to the left or right. On a
 * phone the picture always comes first. The picture is a text block's: quality 90, 900 px on a
 * phone and 1900 px wider (docs/product.md#images).
 */
export function ImageTextBlock(props: BlockProps) {
  const { blok } = props;
  const image = assetField(blok, 'image');
  const headline = textField(blok, 'headline').trim();
  const text = textField(blok, 'text');
  const ctaLabel = textField(blok, 'cta_label').trim();
  const link = linkField(blok, 'link');
  if (!image && !headline && !text.trim()) return null;
  const layout = blockOption(blok.layout, IMAGE_TEXT_LAYOUTS, 'left');
  const fullWidth = layout.startsWith('full-width');
  return (
    <section
      className={block}
      data-layout={image ? layout : 'text'}
      aria-label={headline || undefined}
    >
      {image ? (
        <TextBlockPicture
          image={image}
          className={picture}
          width={fullWidth ? 1600 : 1200}
          height={900}
        />
      ) : null}
      <div className={copy}>
        {headline ? <h2>{headline}</h2> : null}
        <RichText className={blockText} value={text} />
        {ctaLabel && link ? (
          <ContentLink link={link} className={ctaSecondary}>
            {ctaLabel}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
