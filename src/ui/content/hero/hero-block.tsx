import { cx } from '@linaria/core';
import { type CSSProperties, useContext, useMemo } from 'react';
import { linkField, textField } from '@/domain/content/blok-fields';
import { firstHeroUid, heroHotspots, hotspotFocus } from '@/domain/hero/hero-hotspot';
import { heroMedia as readHeroMedia, heroStill } from '@/domain/hero/hero-media';
import { heroAspectRatio, heroColour, heroHeight, heroTint } from '@/domain/hero/hero-options';
import { heroPlacement } from '@/domain/hero/hero-placement';
import { type AssetSize, assetSize } from '@/domain/images/asset-size';
import { ContentLink } from '@/ui/shared/content/content-link';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { StoryRootContext } from '@/ui/content/blocks/story-root-context';
import { HeroHotspots } from './hero-hotspots';
import { HeroFilm, HeroPicture } from './hero-media';
import { HeroPageHeading } from './hero-page-heading';
import { content, cta, hero, heroMedia, hotspotFrame, stretchedLink } from './hero-styles';

/** The shape assumed for a picture whose address does not tell its size (16:9). */
const DEFAULT_SIZE: AssetSize = { width: 1600, height: 900 };

/**
 * docs/product.md#hero: a full-width picture or film (a phone one too when given) with a headline,
 * text and call to action placed by the editors' content position, a tint over the picture,
 * the text's colour, one of the seven heights, product hotspots, and a link on the whole hero.
 * The first hero of a page is its LCP: its picture (a film's poster) loads first and keeps its
 * shape. A page that has its heading in the hero (`HeroPageHeading`) gets it as the hero's h1.
 */
export function HeroBlock(props: BlockProps) {
  const { blok } = props;
  const root = useContext(StoryRootContext);
  const pageHeading = useContext(HeroPageHeading);
  const eager = useMemo(() => (root ? firstHeroUid(root) === blok._uid : false), [root, blok]);
  const media = useMemo(() => readHeroMedia(blok), [blok]);
  const hotspots = useMemo(() => {
    const value = blok.hotspots;
    return heroHotspots(Array.isArray(value) ? value : []);
  }, [blok]);

  const height = heroHeight(blok.height);
  const tint = heroTint(blok.tint);
  const placement = heroPlacement(blok.content_position);
  const still = heroStill(media);
  const desktop = still && {
    image: still.desktop,
    size: assetSize(still.desktop.filename, DEFAULT_SIZE),
  };
  const mobile = still?.mobile && {
    image: still.mobile,
    size: assetSize(still.mobile.filename, DEFAULT_SIZE),
  };
  const size = desktop?.size ?? DEFAULT_SIZE;
  const ratio = size.width / size.height;
  const phoneRatio = mobile ? mobile.size.width / mobile.size.height : undefined;
  const shape = heroAspectRatio(height, ratio);
  const phoneShape = phoneRatio === undefined ? undefined : heroAspectRatio(height, phoneRatio);
  const focus = hotspotFocus(hotspots);
  const picture = desktop ? <HeroPicture desktop={desktop} mobile={mobile} eager={eager} /> : null;

  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  const label = textField(blok, 'cta_label');
  const link = linkField(blok, 'link');

  return (
    <section
      className={hero}
      aria-label={headline || pageHeading || undefined}
      data-height={height}
      data-tint={tint === 'none' ? undefined : tint}
      data-colour={heroColour(blok.color)}
      data-vertical={placement.vertical}
      data-horizontal={placement.horizontal}
      data-hotspots={hotspots.length > 0 ? '' : undefined}
      style={
        {
          '--hero-ratio': shape ?? 'auto',
          ...(phoneShape === undefined ? {} : { '--hero-ratio-phone': phoneShape }),
          '--hero-image-ratio': ratio,
          ...(phoneRatio === undefined ? {} : { '--hero-image-ratio-phone': phoneRatio }),
          ...(hotspots.length > 0
            ? { '--focus-x': focus.x / 100, '--focus-y': focus.y / 100 }
            : {}),
        } as CSSProperties
      }
    >
      {media.kind === 'film' ? (
        <HeroFilm film={media.film}>{picture}</HeroFilm>
      ) : (
        <div className={heroMedia}>{picture}</div>
      )}
      {hotspots.length > 0 ? (
        <div className={hotspotFrame}>
          <HeroHotspots hotspots={hotspots} />
        </div>
      ) : null}
      {pageHeading || headline || text || label ? (
        <div className={content}>
          {pageHeading ? (
            <h1 data-over-headline={headline ? '' : undefined}>{pageHeading}</h1>
          ) : null}
          {headline && link && !label ? (
            <h2>
              <ContentLink link={link} className={stretchedLink}>
                {headline}
              </ContentLink>
            </h2>
          ) : headline ? (
            <h2>{headline}</h2>
          ) : null}
          {text ? <p>{text}</p> : null}
          {label ? (
            <ContentLink link={link} className={cx(stretchedLink, cta)}>
              {label}
            </ContentLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
