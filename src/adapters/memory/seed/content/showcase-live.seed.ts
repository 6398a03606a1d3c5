import { formatContentTime } from '@/domain/content/content-time';
import type { Blok, Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { LIVE_SHOWS, type SeededLiveShow } from '@/adapters/memory/seed/live-shows.seed';
import { blok, image, inLanguage, MEDIA, story, type Both } from './seed-helpers';
import { LIVE_SHOW_DELAY_MS, LIVE_SHOW_ID } from './settings.seed';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The header's show starts minutes after start-up (settings); the others on whole hours. */
const HEADER_SHOW_START_MS = LIVE_SHOW_DELAY_MS + 59_999;

/** Days from start-up and the hour (UTC) each other seeded show starts: two to come, two past. */
const STARTS: Readonly<Record<string, readonly [days: number, hour: number]>> = {
  'lera-glaze-day': [3, 17],
  'lera-winter-table': [12, 18],
  'lera-linen-care': [-6, 17],
  'lera-vases': [-20, 18],
};

function startOf(showId: string, startedAt: number): number {
  const start = STARTS[showId];
  if (!start) return startedAt + HEADER_SHOW_START_MS;
  const [days, hour] = start;
  return Math.floor(startedAt / DAY_MS) * DAY_MS + days * DAY_MS + hour * HOUR_MS;
}

const PICTURES: Readonly<Record<string, string>> = {
  [LIVE_SHOW_ID]: MEDIA.heroTable,
  'lera-glaze-day': MEDIA.bowls,
  'lera-winter-table': MEDIA.plates,
  'lera-linen-care': MEDIA.textiles,
  'lera-vases': MEDIA.vase,
};

function showBlok(language: Language, show: SeededLiveShow, startedAt: number, uid: string): Blok {
  const title = inLanguage(language, show.title);
  return blok('live_shopping_show', uid, {
    show_id: show.id,
    title,
    image: image(PICTURES[show.id] ?? MEDIA.workshop, title),
    time: formatContentTime(startOf(show.id, startedAt)),
  });
}

/**
 * Showcase of the live group (docs/product.md#content-blocks): the live-shopping call to action,
 * tiles and slider over the seeded shows, at `/se/live-shopping` and `/se-en/live-shopping`. Show
 * times count from `startedAt`, so upcoming shows stay upcoming.
 */
export function showcaseLivePage(language: Language, startedAt: number): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `live-${language}-${name}`;
  const shows = (name: string) =>
    LIVE_SHOWS.map((show) => showBlok(language, show, startedAt, uid(`${name}-${show.id}`)));
  const content = blok('page', uid('page'), {
    meta_title: t(['Live shopping | Lera', 'Live shopping | Lera']),
    meta_description: t([
      'Följ med in i verkstaden i Höganäs och handla direkt från sändningen.',
      'Join us in the Höganäs workshop and shop straight from the show.',
    ]),
    body: [
      blok('headline', uid('headline'), { text: 'Live shopping', level: 1 }),
      blok('text_block', uid('intro'), {
        text: t([
          'Varannan vecka sänder vi live från verkstaden: vi drejar, glaserar och dukar – och du kan ställa frågor och handla direkt i sändningen.',
          'Every other week we go live from the workshop: we throw, glaze and set the table – ask us anything and shop right in the show.',
        ]),
      }),
      blok('live_shopping_cta', uid('cta'), {
        show_id: LIVE_SHOW_ID,
        text: t([
          'Nästa sändning: höstens dukning, med Anna vid drejskivan.',
          'Next show: the autumn table, with Anna at the wheel.',
        ]),
        label: t(['Titta på höstens dukning', 'Watch the autumn table']),
      }),
      blok('live_shopping_tiles', uid('tiles'), {
        headline: t(['Sändningar från verkstaden', 'Shows from the workshop']),
        text: t([
          'Kommande sändningar och de du missade. Klicka på en sändning för att titta.',
          'Coming shows and the ones you missed. Pick a show to watch.',
        ]),
        shows: shows('tile'),
      }),
      blok('live_shopping_slider', uid('slider'), {
        headline: t(['Bläddra bland sändningarna', 'Browse the shows']),
        shows: shows('slide'),
      }),
      blok('live_shopping_cta', uid('cta-glaze'), {
        show_id: 'lera-glaze-day',
        text: t([
          'Glasyrdagen: se hur sand, ocean och skog blir till i ugnen.',
          'Glaze day: see sand, ocean and forest come out of the kiln.',
        ]),
        label: t(['Till glasyrdagen', 'Go to glaze day']),
        variant: 'outline',
      }),
    ],
  });
  return story(
    language === 'sv' ? '460101' : '460201',
    `${language}/live-shopping`,
    'Live shopping',
    content,
  );
}

/**
 * The delivery-tracking page (docs/product.md#delivery-tracking), at `/se/spara-paket` and
 * `/se-en/track-parcel`; the memory mode's fake tracker knows the numbers the text mentions.
 */
export function showcaseTrackingPage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `tracking-${language}-${name}`;
  const content = blok('page', uid('page'), {
    meta_title: t(['Spåra paket | Lera', 'Track your parcel | Lera']),
    meta_description: t([
      'Se var ditt paket från Lera är på väg.',
      'See where your parcel from Lera is on its way.',
    ]),
    body: [
      blok('headline', uid('headline'), {
        text: t(['Spåra paket', 'Track your parcel']),
        level: 1,
      }),
      blok('delivery_tracking', uid('widget'), {
        headline: t(['Var är mitt paket?', 'Where is my parcel?']),
        text: t([
          'Skriv spårningsnumret från ditt leveransbesked. Vi packar allt för hand i Höganäs och skickar varje vardag. (Provnummer: LERA1001SE, LERA1002SE, LERA1003SE.)',
          'Enter the tracking number from your shipping confirmation. We pack everything by hand in Höganäs and ship every working day. (Sample numbers: LERA1001SE, LERA1002SE, LERA1003SE.)',
        ]),
      }),
    ],
  });
  return story(
    language === 'sv' ? '460102' : '460202',
    `${language}/${t(['spara-paket', 'track-parcel'])}`,
    t(['Spåra paket', 'Track your parcel']),
    content,
  );
}
