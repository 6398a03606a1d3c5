import { assetField, bloksField, textField } from '@/domain/content/blok-fields';
import { parseContentTime } from '@/domain/content/content-time';
import type { Blok, ContentImage } from '@/domain/content/story';

/** One show of the live-shopping tiles and slider (docs/product.md#content-blocks). */
export interface LiveShow {
  readonly uid: string;
  /** The show the live-shopping popup opens. */
  readonly showId: string;
  readonly title: string;
  readonly image: ContentImage | undefined;
  /** When the show starts, epoch ms; `undefined` when the editors wrote no readable time. */
  readonly startsAt: number | undefined;
}

/** The shows of a live-shopping block split by time: the next first, the latest past first. */
export interface LiveShowSchedule {
  readonly upcoming: readonly LiveShow[];
  readonly past: readonly LiveShow[];
}

/**
 * The shows a live-shopping tiles or slider block lists in its `shows` field. A show without a
 * show id cannot be opened and is left out; a show without a readable time is kept (undated).
 */
export function liveShowsField(blok: Blok, field = 'shows'): readonly LiveShow[] {
  return bloksField(blok, field).flatMap((show) => {
    const showId = textField(show, 'show_id').trim();
    if (showId === '') return [];
    return [
      {
        uid: show._uid,
        showId,
        title: textField(show, 'title'),
        image: assetField(show, 'image'),
        startsAt: parseContentTime(textField(show, 'time')),
      },
    ];
  });
}

/**
 * docs/product.md#marketing live-shopping tiles: shows still to start (or undated) are upcoming,
 * soonest first; shows whose time has come are past, latest first. Every show lands in exactly one
 * list.
 */
export function liveShowSchedule(shows: readonly LiveShow[], now: number): LiveShowSchedule {
  const isPast = (show: LiveShow) => show.startsAt !== undefined && show.startsAt <= now;
  const time = (show: LiveShow) => show.startsAt ?? Number.POSITIVE_INFINITY;
  const earlier = (a: LiveShow, b: LiveShow) =>
    time(a) === time(b) ? 0 : time(a) < time(b) ? -1 : 1;
  return {
    upcoming: shows.filter((show) => !isPast(show)).sort(earlier),
    past: shows.filter(isPast).sort((a, b) => earlier(b, a)),
  };
}
