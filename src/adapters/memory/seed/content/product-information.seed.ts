import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, inLanguage, story, type Both } from './seed-helpers';

const MATERIAL_STONEWARE: Both = ['Stengods, blyfri glasyr', 'Stoneware, lead-free glaze'];
const CARE_STONEWARE: Both = [
  'Tål diskmaskin, mikrovågsugn och ugn upp till 220 °C.',
  'Dishwasher, microwave and oven safe up to 220 °C.',
];

/** Mother skus of the seeded catalogue's designs, with the texts their product pages add. */
const INFORMATION: readonly (readonly [motherSku: string, material: Both, care: Both])[] = [
  ['LERA-MIDDAGSTALLRIK', MATERIAL_STONEWARE, CARE_STONEWARE],
  ['LERA-ASSIETT', MATERIAL_STONEWARE, CARE_STONEWARE],
  ['LERA-SKAL', MATERIAL_STONEWARE, CARE_STONEWARE],
  ['LERA-MUGG', MATERIAL_STONEWARE, CARE_STONEWARE],
  [
    'LERA-LINNEDUK',
    ['100 % linne från Litauen', '100 % Lithuanian linen'],
    ['Tvätta i 40 °C, stryk fuktig.', 'Wash at 40 °C, iron while damp.'],
  ],
];

/**
 * docs/product.md#content-service base product information: one story per mother sku in each
 * language's folder.
 */
export function productInformation(language: Language): readonly Story[] {
  const t = (both: Both) => inLanguage(language, both);
  return INFORMATION.map(([motherSku, material, care], index) => {
    const slug = motherSku.toLowerCase();
    return story(
      String((language === 'sv' ? 450001 : 450101) + index),
      `${language}/shared-content/base-product-information/${slug}`,
      motherSku,
      blok('product_information', `${slug}-${language}`, {
        motherSku,
        material: t(material),
        care: t(care),
        origin: t(['Tillverkad i Höganäs, Sverige', 'Made in Höganäs, Sweden']),
      }),
    );
  });
}
