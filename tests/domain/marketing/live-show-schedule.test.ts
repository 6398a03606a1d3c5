import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  liveShowSchedule,
  liveShowsField,
  type LiveShow,
} from '@/domain/marketing/live-show-schedule';
import { epochMs } from '../../support/marketing-arbitraries';

const show = fc.record({
  uid: fc.uuid(),
  showId: fc.string({ minLength: 1 }),
  title: fc.string(),
  image: fc.constant(undefined),
  startsAt: fc.option(epochMs, { nil: undefined }),
}) satisfies fc.Arbitrary<LiveShow>;

describe('the live-show schedule (docs/product.md#content-blocks)', () => {
  test.prop([fc.array(show), epochMs])('puts every show in exactly one list', (shows, now) => {
    const { upcoming, past } = liveShowSchedule(shows, now);
    expect(upcoming.length + past.length).toBe(shows.length);
    expect(new Set([...upcoming, ...past])).toEqual(new Set(shows));
  });

  test.prop([fc.array(show), epochMs])(
    'past shows have started, upcoming have not',
    (shows, now) => {
      const { upcoming, past } = liveShowSchedule(shows, now);
      for (const item of past) expect(item.startsAt).toBeLessThanOrEqual(now);
      for (const item of upcoming)
        if (item.startsAt !== undefined) expect(item.startsAt).toBeGreaterThan(now);
    },
  );

  test.prop([fc.array(show), epochMs])(
    'lists the soonest upcoming and the latest past first',
    (shows, now) => {
      const { upcoming, past } = liveShowSchedule(shows, now);
      const times = (list: readonly LiveShow[]) => list.map((s) => s.startsAt ?? Infinity);
      const up = times(upcoming);
      const down = times(past);
      up.slice(1).forEach((t, i) => expect(t).toBeGreaterThanOrEqual(up[i] ?? -Infinity));
      down.slice(1).forEach((t, i) => expect(t).toBeLessThanOrEqual(down[i] ?? Infinity));
    },
  );

  it('reads shows from a block, leaving out those without a show id', () => {
    const shows = liveShowsField({
      _uid: 'tiles',
      component: 'live_shopping_tiles',
      shows: [
        {
          _uid: 'a',
          component: 'live_shopping_show',
          show_id: 'glaze',
          title: 'Glaze day',
          time: '2026-11-25 18:00',
        },
        { _uid: 'b', component: 'live_shopping_show', title: 'No id' },
        { _uid: 'c', component: 'live_shopping_show', show_id: 'linen', time: 'soon' },
        'not a block',
      ],
    });
    expect(shows).toEqual([
      {
        uid: 'a',
        showId: 'glaze',
        title: 'Glaze day',
        image: undefined,
        startsAt: Date.UTC(2026, 10, 25, 18),
      },
      { uid: 'c', showId: 'linen', title: '', image: undefined, startsAt: undefined },
    ]);
  });
});
