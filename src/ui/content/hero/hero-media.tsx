import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { TranslationStore } from '@/application/site/translation.store';
import type { ContentImage } from '@/domain/content/story';
import type { AssetSize } from '@/domain/images/asset-size';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { useStore } from '@/ui/app/container-context';
import { preloadPicture, useHighPriority } from '@/ui/shared/first-picture';
import { mediaQueries } from '@/ui/styles/breakpoints';
import { videoToggle } from './hero-styles';

/** docs/product.md#other-calls: the widths a hero picture is offered at, up to wide desktops. */
const HERO_WIDTHS = [640, 960, 1280, 1920, 2560] as const;
const HERO_QUALITY = 75;

/** A picture as the hero shows it: its file and alt, and its intrinsic size. */
export interface HeroAsset {
  readonly image: ContentImage;
  readonly size: AssetSize;
}

/**
 * docs/product.md#hero picture, full width: the phone picture below 768px when the editors gave
 * one. The first hero of a page is its LCP and loads at once with high priority; the others lazily.
 */
export function HeroPicture(props: {
  readonly desktop: HeroAsset;
  readonly mobile: HeroAsset | undefined;
  readonly eager: boolean;
}) {
  const { desktop, mobile, eager } = props;
  const set = (image: ContentImage) =>
    srcset(image.filename, HERO_WIDTHS, HERO_QUALITY) || image.filename;
  const src = imageUrl(desktop.image.filename, 1920, HERO_QUALITY);
  const srcSet = srcset(desktop.image.filename, HERO_WIDTHS, HERO_QUALITY) || undefined;
  const high = useHighPriority(eager);
  if (high && mobile) {
    // The phone picture for phones, the wide one for the rest: each screen preloads one.
    const phone = set(mobile.image);
    preloadPicture({ href: phone, srcSet: phone, sizes: '100vw', media: mediaQueries.mobile });
    preloadPicture({
      href: src,
      srcSet,
      sizes: '100vw',
      media: `not all and ${mediaQueries.mobile}`,
    });
  } else if (high) {
    preloadPicture({ href: src, srcSet, sizes: '100vw' });
  }
  return (
    <picture>
      {mobile ? (
        <source
          media={mediaQueries.mobile}
          srcSet={set(mobile.image)}
          sizes="100vw"
          width={mobile.size.width}
          height={mobile.size.height}
        />
      ) : null}
      <img
        src={src}
        srcSet={srcSet}
        sizes="100vw"
        alt={desktop.image.alt}
        width={desktop.size.width}
        height={desktop.size.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={high ? 'high' : 'auto'}
      />
    </picture>
  );
}

/**
 * docs/product.md#hero film: muted and looping behind the text, the phone film below 768px when
 * there is one, the first picture as its poster, and a button to pause it (it moves for long).
 */
export const HeroVideo = observer(function HeroVideo(props: {
  readonly desktop: ContentImage;
  readonly mobile: ContentImage | undefined;
  readonly poster: ContentImage | undefined;
}) {
  const { desktop, mobile, poster } = props;
  const { t } = useStore(TranslationStore);
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  return (
    <>
      <video
        ref={ref}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster?.filename}
        aria-label={desktop.alt || undefined}
        aria-hidden={desktop.alt ? undefined : true}
        onPause={() => setPaused(true)}
        onPlay={() => setPaused(false)}
      >
        {mobile ? <source src={mobile.filename} media={mediaQueries.mobile} /> : null}
        <source src={desktop.filename} />
      </video>
      <button type="button" className={videoToggle} onClick={toggle}>
        {t(paused ? 'Hero_Video_Play' : 'Hero_Video_Pause')}
      </button>
    </>
  );
});
