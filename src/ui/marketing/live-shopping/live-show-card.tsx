import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { LiveShow } from '@/domain/marketing/live-show-schedule';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { imageSizes } from '@/ui/styles/breakpoints';
import { colors, tones } from '@/ui/styles/tokens';
import { formatShowTime } from './live-show-time';

const card = css`
  display: grid;
  gap: 0.35rem;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.ink};
    outline-offset: 4px;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const frame = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  border-radius: 4px;
  background: ${colors.beige};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.4s ease;
  }
`;

const badge = css`
  position: absolute;
  top: 0.6rem;
  left: 0.6rem;
  display: inline-flex;
  gap: 0.35rem;
  align-items: center;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: ${colors.paper};
  font-size: 0.75rem;
  font-weight: 600;
  &[data-upcoming='true']::before {
    content: '';
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: #b3261e;
  }
`;

const title = css`
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.3;
`;

const time = css`
  color: ${tones.muted};
  font-size: 0.875rem;
`;

export interface LiveShowCardProps {
  readonly show: LiveShow;
  readonly past: boolean;
}

/**
 * One show of the live-shopping tiles and slider (docs/product.md#marketing): picture, title and
 * time; a click opens its live-shopping popup.
 */
export const LiveShowCard = observer(function LiveShowCard({ show, past }: LiveShowCardProps) {
  const live = useStore(LiveShoppingStore);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  return (
    <button type="button" className={card} onClick={() => void live.openShow(show.showId)}>
      <span className={frame}>
        {show.image ? (
          <ContentPicture
            image={{ ...show.image, alt: '' }}
            sizes={imageSizes({ lg: '25vw', md: '33vw' }, '70vw')}
            width={640}
            height={800}
          />
        ) : null}
        <span className={badge} data-upcoming={!past}>
          {t(past ? 'Live_Show_Replay' : 'Live_Show_Upcoming')}
        </span>
      </span>
      <span className={title}>{show.title}</span>
      {show.startsAt === undefined ? (
        <span className={time}>{t('Live_Show_Undated')}</span>
      ) : (
        <time className={time} dateTime={new Date(show.startsAt).toISOString()}>
          {formatShowTime(show.startsAt, site.language)}
        </time>
      )}
    </button>
  );
});
