import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, inLanguage, story, type Both } from './seed-helpers';

interface Guide {
  readonly id: string;
  readonly name: string;
  readonly title: Both;
  readonly intro: Both;
  readonly columns: readonly Both[];
  readonly rows: readonly (readonly string[])[];
}

const GUIDES: readonly Guide[] = [
  {
    id: '440001',
    name: 'plates',
    title: ['Storleksguide: tallrikar, fat och skålar', 'Size guide: plates, dishes and bowls'],
    intro: [
      'Mått i centimeter. Handgjort kan skilja några millimeter.',
      'Measurements in centimetres. Handmade pieces may differ by a few millimetres.',
    ],
    columns: [
      ['Storlek', 'Size'],
      ['Diameter', 'Diameter'],
      ['Höjd', 'Height'],
    ],
    rows: [
      ['21 cm', '21', '2'],
      ['23 cm', '23', '4.5'],
      ['27 cm', '27', '2.5'],
      ['32 cm', '32', '3'],
    ],
  },
  {
    id: '440002',
    name: 'textiles',
    title: ['Storleksguide: textil', 'Size guide: textiles'],
    intro: [
      'Bredd × längd i centimeter, mätt före första tvätten.',
      'Width × length in centimetres, measured before the first wash.',
    ],
    columns: [
      ['Storlek', 'Size'],
      ['Bredd', 'Width'],
      ['Längd', 'Length'],
    ],
    rows: [
      ['30x50', '30', '50'],
      ['50x50', '50', '50'],
      ['50x70', '50', '70'],
      ['60x60', '60', '60'],
      ['70x140', '70', '140'],
      ['150x210', '150', '210'],
      ['150x250', '150', '250'],
      ['150x300', '150', '300'],
      ['150x350', '150', '350'],
      ['220x220', '220', '220'],
      ['240x220', '240', '220'],
    ],
  },
  {
    id: '440003',
    name: 'apparel',
    title: ['Storleksguide: kläder', 'Size guide: clothing'],
    intro: ['Mått på plagget i centimeter.', 'Garment measurements in centimetres.'],
    columns: [
      ['Storlek', 'Size'],
      ['Bröstvidd', 'Chest'],
      ['Längd', 'Length'],
    ],
    rows: [
      ['XS', '92', '63'],
      ['S', '98', '66'],
      ['M', '104', '69'],
      ['L', '110', '72'],
      ['XL', '116', '75'],
    ],
  },
];

/**
 * docs/product.md#content-service size guides at `shared-content/size-guide/{name}`: one story in
 * both languages.
 */
export function sizeGuides(language: Language): readonly Story[] {
  const t = (both: Both) => inLanguage(language, both);
  return GUIDES.map((guide) =>
    story(
      guide.id,
      `shared-content/size-guide/${guide.name}`,
      t(guide.title),
      blok('size_guide', `size-guide-${guide.name}-${language}`, {
        title: t(guide.title),
        intro: t(guide.intro),
        tables: [
          blok('size_guide_table', `size-guide-${guide.name}-${language}-table`, {
            columns: guide.columns.map(t),
            rows: guide.rows,
          }),
        ],
      }),
    ),
  );
}
