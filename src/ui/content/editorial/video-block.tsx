import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, booleanField, textField } from '@/domain/content/blok-fields';
import { videoSource } from '@/domain/editorial/video-source';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture, contentPosterUrl } from '@/ui/shared/content/content-picture';
import { colors } from '@/ui/styles/tokens';
import { mediaQueries } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { caption } from './editorial-styles';
import { useMediaQuery } from './use-media-query';

const frame = css`
  margin-inline: 0;
  margin-bottom: 0;
  video,
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
 * The poster's width: the block is as wide as the page, up to wide desktops (a phone's screen
 * of 390 px at three device pixels a px needs less; docs/decisions/0107).
 */
const POSTER_WIDTH = 1920;

/**
 * docs/product.md#content-blocks video: the mobile source under 768 px and the desktop source from
 * there (either standing in for the other), with the poster before it plays and the caption under
 * it. It never starts with sound: it waits for the shopper's play unless the editors ask for a
 * silent loop (`autoplay`). Without any source the poster shows alone, never a broken player.
 */
export const VideoBlock = observer(function VideoBlock(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const isMobile = useMediaQuery(mediaQueries.mobile);
  const src = videoSource(
    {
      desktop: assetField(blok, 'desktop_video')?.filename ?? '',
      mobile: assetField(blok, 'mobile_video')?.filename ?? '',
    },
    isMobile,
  );
  const poster = assetField(blok, 'poster');
  const text = textField(blok, 'caption').trim();
  if (!src && !poster) return null;
  const autoplay = booleanField(blok, 'autoplay');
  return (
    <figure className={frame}>
      {src ? (
        // The content model has no caption track (docs/product.md#content-blocks video: sources,
        // poster, caption), and an empty <track> would only hide that.
        // eslint-disable-next-line jsx-a11y/media-has-caption -- no captions to give it
        <video
          key={src}
          src={src}
          poster={contentPosterUrl(poster, POSTER_WIDTH)}
          aria-label={text || poster?.alt || t('Video_Label')}
          controls
          playsInline
          preload="metadata"
          {...(autoplay ? { autoPlay: true, muted: true, loop: true } : {})}
        />
      ) : poster ? (
        <ContentPicture image={poster} sizes="100vw" width={1600} height={900} />
      ) : null}
      {text ? <figcaption className={caption}>{text}</figcaption> : null}
    </figure>
  );
});
