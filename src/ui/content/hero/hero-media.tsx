import { observer } from 'mobx-react-lite';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { TranslationStore } from '@/application/site/translation.store';
import type { ContentImage } from '@/domain/content/story';
import { LAZY_LOAD_THRESHOLD_PX } from '@/domain/images/image-loading';
import type { ScreenPair } from '@/domain/hero/hero-media';
import type { AssetSize } from '@/domain/images/asset-size';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { useStore } from '@/ui/shared/container-context';
import { afterNextPaint } from '@/ui/shared/after-next-paint';
import { preloadPicture, useHighPriority } from '@/ui/shared/first-picture';
import { useNearViewport } from '@/ui/shared/use-near-viewport';
import { mediaQueries } from '@/ui/styles/breakpoints';
import { useMediaQuery } from '@/ui/content/editorial/use-media-query';
import { heroMedia, videoToggle } from './hero-styles';

/**
 * docs/product.md#other-calls: the widths a hero picture is offered at, up to wide desktops. 750
 * fits the usual phones (375–412 px at 1.75–2×), which would otherwise fetch the 960 one, half
 * as heavy again: the hero is their first screen's largest picture (LCP).
 */
const HERO_WIDTHS = [640, 750, 960, 1280, 1920, 2560] as const;
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
 * docs/product.md#hero film over its poster (docs/decisions/0093-the-hero-film-and-hotspots-on-a-phone.md).
 * The server sends the poster (`children`, the page's LCP when the hero is first) and a silent
 * film that fetches nothing yet; once the page has painted and the hero is near the screen, the
 * film starts — muted, looping, inline, the phone film under 768px — and shows over the poster
 * from its first frame, in the same box, so nothing moves. Where the shopper asks for reduced
 * motion it does not start: the poster stays, and the button plays it. The button pauses it too
 * (it moves for longer than 5 seconds, WCAG 2.2.2).
 */
export const HeroFilm = observer(function HeroFilm(props: {
  readonly film: ScreenPair;
  readonly children?: ReactNode;
}) {
  const { film, children } = props;
  const { t } = useStore(TranslationStore);
  const video = useRef<HTMLVideoElement | null>(null);
  const [nearRef, near] = useNearViewport(true, LAZY_LOAD_THRESHOLD_PX);
  const reduced = useMediaQuery(mediaQueries.reducedMotion);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const ref = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      nearRef(element);
    },
    [nearRef],
  );

  useEffect(() => {
    const element = video.current;
    if (!element || !near) return undefined;
    if (reduced) {
      element.pause();
      return undefined;
    }
    let live = true;
    void afterNextPaint().then(() => {
      if (!live || window.matchMedia?.(mediaQueries.reducedMotion).matches) return;
      play(element);
    });
    return () => {
      live = false;
    };
  }, [near, reduced]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
  };
  return (
    <>
      <div className={heroMedia}>
        {children}
        <video
          ref={ref}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          data-started={started ? '' : undefined}
          onPlaying={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
        >
          {film.mobile ? <source src={film.mobile.filename} media={mediaQueries.mobile} /> : null}
          <source src={film.desktop.filename} />
        </video>
      </div>
      <button type="button" className={videoToggle} onClick={toggle}>
        {t(playing ? 'Hero_Video_Pause' : 'Hero_Video_Play')}
      </button>
    </>
  );
});

/**
 * Plays a film silently: a browser lets a page start only a muted one by itself. A refusal (a
 * power saver, a failed file) leaves the poster showing.
 */
function play(element: HTMLVideoElement): void {
  // React writes `muted` as a property, which a server-rendered element never received.
  element.muted = true;
  Promise.resolve()
    .then(() => element.play())
    .catch(() => undefined);
}
