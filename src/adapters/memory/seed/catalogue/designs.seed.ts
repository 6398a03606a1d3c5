import type { Language } from '@/domain/site/site';

type Localized = Readonly<Record<Language, string>>;

/** The kind of piece a design's pictures show (public/media/products/{key}-{colour}.svg). */
export type Shape =
  | 'plate'
  | 'bowl'
  | 'dish'
  | 'mug'
  | 'cup'
  | 'teapot'
  | 'vase'
  | 'candle'
  | 'tablecloth'
  | 'cushion'
  | 'bedding'
  | 'towel'
  | 'apron'
  | 'sweater'
  | 'tshirt'
  | 'giftcard'
  | 'lid';

/** One design of the seeded shop, sold in several colours (one product per colour). */
export interface Design {
  readonly key: string;
  readonly name: Localized;
  readonly excerpt: Localized;
  readonly categoryId: string;
  readonly shape: Shape;
  readonly brand: string;
  readonly colours: readonly string[];
  /** Sizes as sold; `['']` for one size. */
  readonly sizes: readonly string[];
  readonly priceSek: number;
  readonly measurement?: string;
  readonly volume?: string;
  /**
   * A spare part: its sku starts with REP (docs/product.md#products-and-variants: hidden in the
   * cart panel).
   */
  readonly sparePart?: boolean;
}

const CERAMICS = 'Lera Keramik';
const TEXTILE = 'Lera Textil';
const ONE_SIZE = [''];

const handmade = (sv: string, en: string): Localized => ({
  sv: `${sv} Drejad för hand i vår verkstad i Höganäs; varje exemplar är unikt.`,
  en: `${en} Thrown by hand in our Höganäs workshop; every piece is unique.`,
});

export const DESIGNS: readonly Design[] = [
  {
    key: 'middagstallrik',
    name: { sv: 'Middagstallrik 27 cm', en: 'Dinner plate 27 cm' },
    excerpt: handmade(
      'Rymlig tallrik med mjukt upphöjd kant.',
      'A generous plate with a soft rim.',
    ),
    categoryId: '11',
    shape: 'plate',
    brand: CERAMICS,
    colours: ['sand', 'ocean', 'forest green', 'off-white'],
    sizes: ONE_SIZE,
    priceSek: 349,
    measurement: '27 cm',
  },
  {
    key: 'assiett',
    name: { sv: 'Assiett 21 cm', en: 'Side plate 21 cm' },
    excerpt: handmade(
      'Assiett för frukost och efterrätt.',
      'A side plate for breakfast and dessert.',
    ),
    categoryId: '11',
    shape: 'plate',
    brand: CERAMICS,
    colours: ['sand', 'cinnamon', 'icy blue', 'plum'],
    sizes: ONE_SIZE,
    priceSek: 249,
    measurement: '21 cm',
  },
  {
    key: 'djup-tallrik',
    name: { sv: 'Djup tallrik 23 cm', en: 'Deep plate 23 cm' },
    excerpt: handmade(
      'Djup tallrik för soppor och sallader.',
      'A deep plate for soups and salads.',
    ),
    categoryId: '11',
    shape: 'plate',
    brand: CERAMICS,
    colours: ['earth', 'ocean', 'off-white', 'light pink'],
    sizes: ONE_SIZE,
    priceSek: 299,
    measurement: '23 cm',
  },
  {
    key: 'skal',
    name: { sv: 'Skål 15 cm', en: 'Bowl 15 cm' },
    excerpt: handmade('Skål för yoghurt, ris och nudlar.', 'A bowl for yoghurt, rice and noodles.'),
    categoryId: '12',
    shape: 'bowl',
    brand: CERAMICS,
    colours: ['sand', 'ocean', 'yellow', 'forest green'],
    sizes: ONE_SIZE,
    priceSek: 219,
    measurement: '15 cm',
  },
  {
    key: 'serveringsskal',
    name: { sv: 'Serveringsskål 24 cm', en: 'Serving bowl 24 cm' },
    excerpt: handmade('Stor skål att dela ur.', 'A large bowl to share from.'),
    categoryId: '12',
    shape: 'bowl',
    brand: CERAMICS,
    colours: ['earth', 'off-white', 'plum', 'turquoise'],
    sizes: ONE_SIZE,
    priceSek: 549,
    measurement: '24 cm',
  },
  {
    key: 'ovalt-fat',
    name: { sv: 'Ovalt fat 35 cm', en: 'Oval dish 35 cm' },
    excerpt: handmade(
      'Avlångt fat för fisk och grönsaker.',
      'An oval dish for fish and vegetables.',
    ),
    categoryId: '13',
    shape: 'dish',
    brand: CERAMICS,
    colours: ['sand', 'icy blue', 'grey', 'cinnamon'],
    sizes: ONE_SIZE,
    priceSek: 649,
    measurement: '35 cm',
  },
  {
    key: 'runt-fat',
    name: { sv: 'Runt fat 32 cm', en: 'Round platter 32 cm' },
    excerpt: handmade('Runt fat för ost och bakverk.', 'A round platter for cheese and pastries.'),
    categoryId: '13',
    shape: 'dish',
    brand: CERAMICS,
    colours: ['off-white', 'ocean', 'earth', 'light blue'],
    sizes: ONE_SIZE,
    priceSek: 599,
    measurement: '32 cm',
  },
  {
    key: 'mugg',
    name: { sv: 'Mugg 35 cl', en: 'Mug 35 cl' },
    excerpt: handmade('Mugg med rejält handtag.', 'A mug with a sturdy handle.'),
    categoryId: '14',
    shape: 'mug',
    brand: CERAMICS,
    colours: ['sand', 'ocean', 'pink', 'grey'],
    sizes: ONE_SIZE,
    priceSek: 229,
    volume: '35 cl',
  },
  {
    key: 'kopp-med-fat',
    name: { sv: 'Kopp med fat 20 cl', en: 'Cup and saucer 20 cl' },
    excerpt: handmade('Kopp med fat för te och kaffe.', 'A cup and saucer for tea and coffee.'),
    categoryId: '15',
    shape: 'cup',
    brand: CERAMICS,
    colours: ['off-white', 'icy blue', 'plum', 'green'],
    sizes: ONE_SIZE,
    priceSek: 279,
    volume: '20 cl',
  },
  {
    key: 'tekanna',
    name: { sv: 'Tekanna 1 l', en: 'Teapot 1 l' },
    excerpt: handmade('Tekanna med sil och lock.', 'A teapot with strainer and lid.'),
    categoryId: '16',
    shape: 'teapot',
    brand: CERAMICS,
    colours: ['off-white', 'ocean', 'decorated christmas', 'earth'],
    sizes: ONE_SIZE,
    priceSek: 895,
    volume: '1 l',
  },
  {
    key: 'vas-hog',
    name: { sv: 'Vas hög 30 cm', en: 'Tall vase 30 cm' },
    excerpt: handmade('Hög vas för kvistar och torkade blommor.', 'A tall vase for branches.'),
    categoryId: '21',
    shape: 'vase',
    brand: CERAMICS,
    colours: ['earth', 'ocean', 'white', 'orange'],
    sizes: ONE_SIZE,
    priceSek: 795,
    measurement: '30 cm',
  },
  {
    key: 'vas-lag',
    name: { sv: 'Vas låg 15 cm', en: 'Low vase 15 cm' },
    excerpt: handmade('Låg vas för korta buketter.', 'A low vase for short bouquets.'),
    categoryId: '21',
    shape: 'vase',
    brand: CERAMICS,
    colours: ['sand', 'purple', 'red', 'light pink'],
    sizes: ONE_SIZE,
    priceSek: 449,
    measurement: '15 cm',
  },
  {
    key: 'linneduk',
    name: { sv: 'Linneduk', en: 'Linen tablecloth' },
    excerpt: {
      sv: 'Stentvättad linneduk som blir mjukare för varje tvätt.',
      en: 'A stone-washed linen cloth that softens with every wash.',
    },
    categoryId: '31',
    shape: 'tablecloth',
    brand: TEXTILE,
    colours: ['white', 'sand', 'grey', 'light blue'],
    sizes: ['150x250', '150x300', '150x350'],
    priceSek: 899,
  },
  {
    key: 'kuddfodral',
    name: { sv: 'Kuddfodral linne', en: 'Linen cushion cover' },
    excerpt: { sv: 'Kuddfodral med dold dragkedja.', en: 'A cushion cover with a hidden zip.' },
    categoryId: '32',
    shape: 'cushion',
    brand: TEXTILE,
    colours: ['forest green', 'cinnamon', 'off-white', 'blue'],
    sizes: ['50x50', '50x70', '60x60'],
    priceSek: 349,
  },
  {
    key: 'paslakan',
    name: { sv: 'Påslakan linne', en: 'Linen duvet cover' },
    excerpt: { sv: 'Svalt påslakan i tvättat linne.', en: 'A cool duvet cover in washed linen.' },
    categoryId: '33',
    shape: 'bedding',
    brand: TEXTILE,
    colours: ['white', 'grey', 'light pink', 'sand'],
    sizes: ['150x210', '220x220', '240x220'],
    priceSek: 1195,
  },
  {
    key: 'handduk',
    name: { sv: 'Handduk frotté', en: 'Terry towel' },
    excerpt: { sv: 'Tjock handduk i ekologisk bomull.', en: 'A thick towel in organic cotton.' },
    categoryId: '34',
    shape: 'towel',
    brand: TEXTILE,
    colours: ['off-white', 'turquoise', 'yellow', 'earth'],
    sizes: ['30x50', '50x70', '70x140'],
    priceSek: 249,
  },
  {
    key: 'forklade',
    name: { sv: 'Förkläde linne', en: 'Linen apron' },
    excerpt: {
      sv: 'Förkläde med fickor och långa band.',
      en: 'An apron with pockets and long ties.',
    },
    categoryId: '41',
    shape: 'apron',
    brand: TEXTILE,
    colours: ['sand', 'forest green', 'blue'],
    sizes: ['S', 'M', 'L'],
    priceSek: 495,
  },
  {
    key: 't-shirt',
    name: { sv: 'T-shirt bomull', en: 'Cotton T-shirt' },
    excerpt: { sv: 'Rak t-shirt i tung bomull.', en: 'A straight T-shirt in heavy cotton.' },
    categoryId: '43',
    shape: 'tshirt',
    brand: 'Lera',
    colours: ['white', 'grey', 'plum'],
    sizes: ['S', 'M', 'L', 'XL'],
    priceSek: 349,
  },
  {
    key: 'stickad-troja',
    name: { sv: 'Stickad tröja ull', en: 'Wool knit sweater' },
    excerpt: { sv: 'Stickad tröja i mjuk lammull.', en: 'A knitted sweater in soft lambswool.' },
    categoryId: '42',
    shape: 'sweater',
    brand: 'Lera',
    colours: ['off-white', 'cinnamon', 'green'],
    sizes: ['XS', 'S', 'M', 'L'],
    priceSek: 1295,
  },
  {
    key: 'kronljus',
    name: { sv: 'Kronljus 2-pack', en: 'Dinner candles, 2 pack' },
    excerpt: { sv: 'Doppade kronljus i stearin.', en: 'Dipped dinner candles in stearin.' },
    categoryId: '22',
    shape: 'candle',
    brand: 'Lera',
    colours: ['white', 'red', 'yellow', 'forest green'],
    sizes: ONE_SIZE,
    priceSek: 129,
  },
  {
    key: 'blockljus',
    name: { sv: 'Blockljus', en: 'Pillar candle' },
    excerpt: { sv: 'Blockljus med lång brinntid.', en: 'A pillar candle with a long burn time.' },
    categoryId: '22',
    shape: 'candle',
    brand: 'Lera',
    colours: ['off-white', 'grey', 'decorated christmas'],
    sizes: ['10 cm', '15 cm'],
    priceSek: 179,
  },
  {
    key: 'presentkort',
    name: { sv: 'Presentkort', en: 'Gift card' },
    excerpt: {
      sv: 'Presentkort att använda i butik och online.',
      en: 'A gift card for our shops and online.',
    },
    categoryId: '50',
    shape: 'giftcard',
    brand: 'Lera',
    colours: ['sand'],
    sizes: ['250', '500', '1000'],
    priceSek: 250,
  },
  {
    key: 'reservlock-tekanna',
    name: { sv: 'Reservlock till tekanna', en: 'Spare lid for the teapot' },
    excerpt: { sv: 'Ett nytt lock till tekannan.', en: 'A new lid for the teapot.' },
    categoryId: '60',
    shape: 'lid',
    brand: CERAMICS,
    colours: ['off-white'],
    sizes: ONE_SIZE,
    priceSek: 149,
    sparePart: true,
  },
];
