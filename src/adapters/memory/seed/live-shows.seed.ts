import { LIVE_SHOW_ID } from './content/settings.seed';

/** A show the fake live-shopping player can play: its title and the products it presents. */
export interface SeededLiveShow {
  readonly id: string;
  readonly title: readonly [sv: string, en: string];
  /** Item skus, as the embed names products; one is sold out, to show the `out-of-stock` answer. */
  readonly skus: readonly string[];
}

/** The live shows of the seeded content (the header's show and the showcase page's). */
export const LIVE_SHOWS: readonly SeededLiveShow[] = [
  {
    id: LIVE_SHOW_ID,
    title: ['Höstens dukning – live från verkstaden', 'The autumn table – live from the workshop'],
    skus: [
      'LERA-MIDDAGSTALLRIK-SAND',
      'LERA-SKAL-OCEAN',
      'LERA-LINNEDUK-SAND-150X250',
      'LERA-MUGG-OCEAN',
    ],
  },
  {
    id: 'lera-glaze-day',
    title: ['Glasyrdag i Höganäs', 'Glaze day in Höganäs'],
    skus: ['LERA-DJUP-TALLRIK-OCEAN', 'LERA-SKAL-FOREST-GREEN', 'LERA-SKAL-YELLOW'],
  },
  {
    id: 'lera-linen-care',
    title: ['Linne som håller i generationer', 'Linen that lasts for generations'],
    skus: [
      'LERA-LINNEDUK-GREY-150X300',
      'LERA-LINNEDUK-WHITE-150X250',
      'LERA-LINNEDUK-SAND-150X300',
    ],
  },
  {
    id: 'lera-winter-table',
    title: ['Vinterns långbord', 'The long winter table'],
    skus: ['LERA-OVALT-FAT-CINNAMON', 'LERA-VAS-HOG-EARTH', 'LERA-KOPP-MED-FAT-ICY-BLUE'],
  },
  {
    id: 'lera-vases',
    title: ['Vaser för vardagen', 'Vases for every day'],
    skus: ['LERA-VAS-HOG-OCEAN', 'LERA-VAS-LAG-SAND', 'LERA-VAS-LAG-RED'],
  },
];
