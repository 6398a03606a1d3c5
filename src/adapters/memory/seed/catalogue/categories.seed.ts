import type { Language } from '@/domain/site/site';

/** A category as seeded: its Swedish name is the key the search index and routes use. */
export interface SeedCategory {
  readonly id: string;
  readonly name: string;
  readonly label: Readonly<Record<Language, string>>;
  readonly uri: string;
  readonly parentId: string | null;
}

type Branch = readonly [id: string, name: string, en: string, children?: readonly Branch[]];

const TREE: readonly Branch[] = [
  [
    '10',
    'Servering',
    'Tableware',
    [
      ['11', 'Tallrikar', 'Plates'],
      ['12', 'Skålar', 'Bowls'],
      ['13', 'Fat', 'Serving dishes'],
      ['14', 'Muggar', 'Mugs'],
      ['15', 'Koppar', 'Cups'],
      ['16', 'Kannor', 'Jugs and teapots'],
    ],
  ],
  [
    '20',
    'Inredning',
    'Interior',
    [
      ['21', 'Vaser', 'Vases'],
      ['22', 'Ljus', 'Candles'],
      // Set up ahead of its first products: the empty category every shop has.
      ['23', 'Krukor', 'Plant pots'],
    ],
  ],
  [
    '30',
    'Textil',
    'Textiles',
    [
      ['31', 'Dukar', 'Tablecloths'],
      ['32', 'Kuddfodral', 'Cushion covers'],
      ['33', 'Sängkläder', 'Bedding'],
      ['34', 'Handdukar', 'Towels'],
    ],
  ],
  [
    '40',
    'Kläder',
    'Clothing',
    [
      ['41', 'Förkläden', 'Aprons'],
      ['42', 'Tröjor', 'Sweaters'],
      ['43', 'T-shirts', 'T-shirts'],
    ],
  ],
  ['50', 'Presentkort', 'Gift cards'],
  ['60', 'Reservdelar', 'Spare parts'],
];

/** The seeded category tree, parents before their children. */
export const seededCategories: readonly SeedCategory[] = TREE.flatMap((branch) =>
  flatten(branch, null, ''),
);

function flatten(branch: Branch, parentId: string | null, parentUri: string): SeedCategory[] {
  const [id, name, en, children = []] = branch;
  // docs/product.md#category-lists: category routes are the lower-cased names, which the route
  // capitalises back.
  const uri = `${parentUri}${name.toLocaleLowerCase('sv')}`;
  const category: SeedCategory = { id, name, label: { sv: name, en }, uri, parentId };
  return [category, ...children.flatMap((child) => flatten(child, id, `${uri}/`))];
}

/** `Sängkläder` → `sangklader`: lower case, ASCII, dashes. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
