import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, bloksField, textField } from '@/domain/content/blok-fields';
import { TIMELINE, type StripMetrics } from '@/domain/sustainability/timeline-scrollbar';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { storyBlock } from './story-styles';
import { StoryBlockHead } from './story-block-head';
import { TimelineScrollbar } from './timeline-scrollbar';

const strip = css`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/**
 * docs/product.md#constants-and-limits: a stage is 40 % of the viewport wide, 42 % from 1360 px.
 */
const stage = css`
  flex: none;
  width: ${TIMELINE.stageWidthPercent}vw;
  ${media.xl} {
    width: ${TIMELINE.stageWidthWidePercent}vw;
  }
  figure {
    display: grid;
    gap: 0.75rem;
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${colors.beige};
    pointer-events: none;
  }
  figcaption {
    display: grid;
    gap: 0.25rem;
    padding-top: 0.75rem;
    border-top: 1px solid ${colors.ink};
    font-size: 1rem;
  }
`;

const step = css`
  color: ${tones.muted};
  font-size: 0.75rem;
  letter-spacing: 0.12em;
`;

const EMPTY: StripMetrics = { scrollLeft: 0, scrollWidth: 0, clientWidth: 0 };

function measure(element: HTMLElement | null): StripMetrics {
  if (!element) return EMPTY;
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return { scrollLeft, scrollWidth, clientWidth };
}

/**
 * docs/product.md#content-blocks sustainability timeline: the stages of a piece's life (each a name
 * and a picture) in a strip that scrolls sideways, with a scrollbar of its own below it
 * (`TimelineScrollbar`). The strip's own scroll (swipe, trackpad), a drag of the thumb and the
 * keyboard stay in step.
 */
export const SustainabilityTimelineBlock = observer(function SustainabilityTimelineBlock(
  props: BlockProps,
) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const stripId = useId();
  const stripRef = useRef<HTMLOListElement>(null);
  const [metrics, setMetrics] = useState<StripMetrics>(EMPTY);
  const update = useCallback(() => setMetrics(measure(stripRef.current)), []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const stages = bloksField(blok, 'stages')
    .filter((item) => item.component === 'timeline_stage')
    .map((item) => ({
      uid: item._uid,
      name: textField(item, 'name').trim(),
      image: assetField(item, 'image'),
    }))
    .filter((item) => item.name !== '');
  if (stages.length === 0) return null;

  const scrollTo = (scrollLeft: number) => {
    const element = stripRef.current;
    if (!element) return;
    element.scrollLeft = scrollLeft;
    update();
  };
  const stageWidth = () => {
    const first = stripRef.current?.firstElementChild;
    return first instanceof HTMLElement && first.offsetWidth > 0
      ? first.offsetWidth
      : measure(stripRef.current).clientWidth / 2;
  };
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');

  return (
    <section className={storyBlock} aria-label={headline || t('Timeline_Label')}>
      <StoryBlockHead headline={headline} text={text} />
      <ol
        id={stripId}
        ref={stripRef}
        className={strip}
        aria-label={t('Timeline_Stages')}
        // Nothing in it is focusable: the strip is, so arrow keys scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={update}
      >
        {stages.map((item, index) => (
          <li key={item.uid} className={stage}>
            <figure>
              {item.image ? (
                <ContentPicture
                  image={item.image}
                  sizes={imageSizes(
                    { xl: `${TIMELINE.stageWidthWidePercent}vw` },
                    `${TIMELINE.stageWidthPercent}vw`,
                  )}
                  width={800}
                  height={600}
                />
              ) : null}
              <figcaption>
                <span className={step}>{String(index + 1).padStart(2, '0')}</span>
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <TimelineScrollbar
        controls={stripId}
        label={t('Timeline_Scrollbar')}
        metrics={metrics}
        stepPx={stageWidth}
        onScrollTo={scrollTo}
      />
    </section>
  );
});
