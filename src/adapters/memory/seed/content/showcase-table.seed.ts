import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, image, inLanguage, linkField, MEDIA, story, type Both } from './seed-helpers';
import { PAGES } from './menus.seed';

/** The tool's table: a linen cloth seen from the side, light enough for the pieces to sit on. */
const TABLE_TOP = '/media/content/table-top.jpg';

/** The plates of the tool: the seeded categories (`servering/tallrikar` …) by their ids. */
const CATEGORIES: readonly (readonly [id: string, label: Both])[] = [
  ['11', ['Tallrikar', 'Plates']],
  ['12', ['Skålar', 'Bowls']],
  ['13', ['Fat', 'Serving dishes']],
  ['14', ['Muggar', 'Mugs']],
  ['15', ['Koppar', 'Cups']],
];

const SLUG: Both = PAGES.tableSetting;

/**
 * Showcase of the table group (docs/product.md#content-blocks): the table-settings tile leading to
 * the tool, and the table-setting tool over the seeded tableware, at `/se/duka-bordet` and
 * `/se-en/set-the-table`.
 */
export function showcaseTablePage(language: Language): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = (name: string) => `table-${language}-${name}`;
  const path = `${language}/${t(SLUG)}`;
  const content = blok('page', uid('page'), {
    meta_title: t(['Duka bordet | Lera', 'Set the table | Lera']),
    meta_description: t([
      'Sätt ihop din dukning av handdrejade tallrikar, skålar och muggar och se den på bordet.',
      'Put together your table of hand-thrown plates, bowls and mugs and see it laid.',
    ]),
    body: [
      blok('table_settings_tile', uid('tile'), {
        headline: t(['Duka för långa middagar', 'Set the table for long dinners']),
        text: t([
          'Välj tallrik, skål och mugg i glasyrerna du tycker om och se hur de ser ut tillsammans – drejat för hand i vår verkstad i Höganäs.',
          'Pick a plate, a bowl and a mug in the glazes you love and see how they look together – thrown by hand in our Höganäs workshop.',
        ]),
        cta_label: t(['Börja duka', 'Start setting']),
        link: linkField(path),
        image: image(
          MEDIA.plates,
          t(['En trave handdrejade tallrikar', 'A stack of hand-thrown plates']),
        ),
      }),
      blok('table_setting_tool', uid('tool'), {
        headline: t(['Duka bordet', 'Set the table']),
        text: t([
          'Klicka på en tallrik för att välja glasyr och storlek. Allt du väljer läggs på bordet, och du kan lägga hela dukningen i varukorgen på en gång.',
          'Click a plate to choose its glaze and size. Everything you choose is laid on the table, and the whole setting goes into the cart at once.',
        ]),
        background: image(TABLE_TOP, t(['Ett bord med linneduk', 'A table with a linen cloth'])),
        categories: CATEGORIES.map(([id, label]) => ({ category_id: id, label: t(label) })),
      }),
    ],
  });
  const id = language === 'sv' ? '450101' : '450201';
  return story(id, path, t(['Duka bordet', 'Set the table']), content);
}
