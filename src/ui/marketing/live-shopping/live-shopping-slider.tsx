import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { liveShowsField } from '@/domain/marketing/live-show-schedule';
import { useStore } from '@/ui/shared/container-context';
import { scrollStrip, StripButtons, useScrollStrip } from '@/ui/shared/scroll-strip';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { LiveShowCard } from './live-show-card';
import { liveHeadline, liveIntro, liveSection } from './live-section-styles';

const head = css`
  display: flex;
  gap: 1rem;
  align-items: end;
  justify-content: space-between;
`;

/** The step buttons only from 768 px; a phone swipes. */
const buttons = css`
  && {
    display: none;
    ${media.md} {
      display: flex;
    }
  }
`;

const strip = css`
  && {
    padding-bottom: 0.75rem;
  }
  & > li {
    flex-basis: 70%;
    ${media.md} {
      flex-basis: 40%;
    }
    ${media.lg} {
      flex-basis: calc((100% - 3rem) / 4);
    }
  }
`;

/**
 * docs/product.md#marketing live-shopping slider: the block's shows in a row that swipes sideways
 * and snaps to each show, with previous and next buttons from 768 px; a show opens its popup.
 */
export const LiveShoppingSlider = observer(function LiveShoppingSlider({ blok }: BlockProps) {
  const live = useStore(LiveShoppingStore);
  const { t } = useStore(TranslationStore);
  const headingId = useId();
  const shows = liveShowsField(blok);
  const { list, can, measure, step } = useScrollStrip(shows.length);

  if (shows.length === 0) return null;
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  const { past } = live.schedule(shows);
  return (
    <section className={liveSection} aria-labelledby={headline ? headingId : undefined}>
      <div className={head}>
        {headline ? (
          <h2 id={headingId} className={liveHeadline}>
            {headline}
          </h2>
        ) : null}
        <StripButtons
          className={buttons}
          can={can}
          onStep={step}
          previousLabel={t('Live_Slider_Previous')}
          nextLabel={t('Live_Slider_Next')}
        />
      </div>
      {text ? <p className={liveIntro}>{text}</p> : null}
      <ul className={cx(scrollStrip, strip)} ref={list} onScroll={measure}>
        {shows.map((show) => (
          <li key={show.uid}>
            <LiveShowCard show={show} past={past.includes(show)} />
          </li>
        ))}
      </ul>
    </section>
  );
});
