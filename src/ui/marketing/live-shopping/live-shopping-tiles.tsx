import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { liveShowsField, type LiveShow } from '@/domain/marketing/live-show-schedule';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { LiveShowCard } from './live-show-card';
import { liveHeadline, liveIntro, liveSection } from './live-section-styles';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem 1.5rem;
  }
`;

const groupTitle = css`
  margin: 0.5rem 0 0.75rem;
  font-size: 1rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

function ShowGroup(props: { title: string; shows: readonly LiveShow[]; past: boolean }) {
  const id = useId();
  if (props.shows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={groupTitle}>
        {props.title}
      </h3>
      <ul className={grid}>
        {props.shows.map((show) => (
          <li key={show.uid}>
            <LiveShowCard show={show} past={props.past} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * docs/product.md#marketing live-shopping tiles: the block's shows as tiles (picture, title, time),
 * upcoming ones first and then past ones; a tile opens its show's popup.
 */
export const LiveShoppingTiles = observer(function LiveShoppingTiles({ blok }: BlockProps) {
  const live = useStore(LiveShoppingStore);
  const { t } = useStore(TranslationStore);
  const headingId = useId();
  const { upcoming, past } = live.schedule(liveShowsField(blok));
  if (upcoming.length + past.length === 0) return null;
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  return (
    <section className={liveSection} aria-labelledby={headline ? headingId : undefined}>
      {headline ? (
        <h2 id={headingId} className={liveHeadline}>
          {headline}
        </h2>
      ) : null}
      {text ? <p className={liveIntro}>{text}</p> : null}
      <ShowGroup title={t('Live_Shows_Upcoming')} shows={upcoming} past={false} />
      <ShowGroup title={t('Live_Shows_Past')} shows={past} past />
    </section>
  );
});
