import { css } from '@linaria/core';
import { assetField, linkField, textField } from '@/domain/content/blok-fields';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture, contentPosterUrl } from '@/ui/shared/content/content-picture';
import { imageSizes } from '@/ui/styles/breakpoints';
import { colors } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { coverPicture, pictureLink } from './editorial-styles';

const media = css`
  display: block;
  overflow: hidden;
  aspect-ratio: 3 / 4;
  background: ${colors.beige};
  img,
  video {
    transition: transform 0.4s ease;
  }
  a:hover & img,
  a:hover & video {
    transform: scale(1.03);
  }
`;

const label = css`
  display: block;
  margin-top: 0.6rem;
  font-size: 0.95rem;
  a:hover & {
    text-decoration: underline;
  }
`;

/**
 * A looping video's poster width: the item is a quarter of the page on a desktop and half of it
 * on a phone, which at two or three device pixels a px needs no more (docs/decisions/0107).
 */
const POSTER_WIDTH = 960;

/**
 * docs/product.md#content-blocks image group item: a picture, or a silent looping video (with its
 * picture as poster), and a caption, the whole of it one link. The caption names the link, so the
 * picture is decoration then.
 */
export function ImageGroupItemBlock(props: BlockProps) {
  const { blok } = props;
  const image = assetField(blok, 'image');
  const video = assetField(blok, 'video');
  const text = textField(blok, 'caption').trim();
  if (!image && !video) return null;
  const alt = text ? '' : (image?.alt ?? '');
  return (
    <ContentLink link={linkField(blok, 'link')} className={pictureLink}>
      <span className={media}>
        {video ? (
          <video
            className={coverPicture}
            src={video.filename}
            poster={contentPosterUrl(image, POSTER_WIDTH)}
            aria-hidden={text ? true : undefined}
            aria-label={text ? undefined : video.alt || undefined}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
          />
        ) : image ? (
          <ContentPicture
            image={{ ...image, alt }}
            className={coverPicture}
            sizes={imageSizes({ lg: '25vw' }, '50vw')}
            width={600}
            height={800}
          />
        ) : null}
      </span>
      {text ? <span className={label}>{text}</span> : null}
    </ContentLink>
  );
}
