import { css } from '@linaria/core';
import { assetField, linkField, textField } from '@/domain/content/blok-fields';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { imageSizes } from '@/ui/styles/breakpoints';
import { colors } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { coverPicture, pictureLink } from './editorial-styles';

const button = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  max-width: 28rem;
  img {
    transition: transform 0.4s ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const label = css`
  position: absolute;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  padding: 0.8rem 1rem;
  background: rgb(251 248 243 / 92%);
  color: ${colors.ink};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-align: center;
  text-transform: uppercase;
`;

/**
 * docs/product.md#content-blocks image button: a picture with a label on it, the whole of it one
 * link. The label names the link; the picture is decoration then (its alt would only repeat it).
 */
export function ImageButtonBlock(props: BlockProps) {
  const { blok } = props;
  const image = assetField(blok, 'image');
  const text = textField(blok, 'label').trim();
  if (!image || !text) return null;
  return (
    <ContentLink link={linkField(blok, 'link')} className={`${pictureLink} ${button}`}>
      <ContentPicture
        image={{ ...image, alt: '' }}
        className={coverPicture}
        sizes={imageSizes({ md: '28rem' }, '100vw')}
        width={800}
        height={1000}
      />
      <span className={label}>{text}</span>
    </ContentLink>
  );
}
