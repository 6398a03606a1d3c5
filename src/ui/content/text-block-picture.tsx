import { css } from '@linaria/core';
import { LAZY_LOAD_THRESHOLD_PX } from '@/domain/images/image-loading';
import { safeMediaSrc } from '@/domain/content/safe-url';
import type { ContentImage } from '@/domain/content/story';
import { textBlockImage } from '@/domain/images/text-block-image';
import { useNearViewport } from '@/ui/shared/use-near-viewport';
import { breakpoints } from '@/ui/styles/breakpoints';

/**
 * The picture element is the layout's item, the image filling it: a `<source>` is an element a
 * grid would otherwise count as an item of its own, pushing the text into the next row.
 */
const frame = css`
  display: block;
  min-width: 0;
`;

/** From the mobile breakpoint up a screen is given the desktop width. */
const DESKTOP_MEDIA = `(min-width: ${breakpoints.md}px)`;

export interface TextBlockPictureProps {
  readonly image: ContentImage;
  /** Its intrinsic size, so the page keeps its place before it loads (no layout shift). */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}

/**
 * A text block's picture (docs/product.md#images): 900 px wide at quality 90 on a phone, 1900 px
 * from the mobile breakpoint up, chosen by the screen (a `<source media>`) rather than left to the
 * browser's pick from a `srcset`, so a desktop never gets the phone's width. Lazy, within 150 px
 * of the viewport; an address no picture may come from shows nothing.
 */
export function TextBlockPicture(props: TextBlockPictureProps) {
  const { image, width, height, className } = props;
  const [ref, near] = useNearViewport(true, LAZY_LOAD_THRESHOLD_PX);
  if (safeMediaSrc(image.filename) === undefined) return null;
  const { mobile, desktop } = textBlockImage(image.filename);
  return (
    <picture className={frame}>
      <source media={DESKTOP_MEDIA} srcSet={near ? desktop : undefined} />
      <img
        ref={ref}
        className={className}
        src={near ? mobile : undefined}
        alt={image.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
