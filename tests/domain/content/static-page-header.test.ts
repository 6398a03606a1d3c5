import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  PAGE_HEADER_POSITIONS,
  splitPageHeader,
  staticPageHeaderLook,
} from '@/domain/content/static-page-header';
import type { Blok } from '@/domain/content/story';
import { PAGE_COLOURS } from '../../support/content-arbitraries';

const blok = fc
  .tuple(
    fc.uuid(),
    fc.constantFrom('headline', 'text_block', 'hero', 'product_list', 'accordion'),
    fc.constantFrom(1, 2, 3, '1', undefined),
  )
  .map(([uid, component, level]): Blok => ({ _uid: uid, component, level }));
const body = fc.array(blok, { maxLength: 6 });

describe('the static page header (docs/product.md#static-page-header)', () => {
  test.prop([body])('takes nothing out of the page and adds nothing to it', (blocks) => {
    const { header, rest } = splitPageHeader(blocks);
    expect([...header, ...rest]).toEqual(blocks);
    expect(header.length).toBeLessThanOrEqual(2);
  });

  test.prop([body])('is the opening level-1 headline, with the text block after it', (blocks) => {
    const { header } = splitPageHeader(blocks);
    const [first, second] = blocks;
    const opensWithTitle = first?.component === 'headline' && Number(first['level']) === 1;
    expect(header[0]).toBe(opensWithTitle ? first : undefined);
    if (opensWithTitle) {
      expect(header.length).toBe(second?.component === 'text_block' ? 2 : 1);
    }
  });

  test.prop([fc.string({ maxLength: 10 })])('lines up left, centred or right', (position) => {
    const look = staticPageHeaderLook(
      { position, textColor: '', backgroundColor: '' },
      PAGE_COLOURS,
    );
    expect(PAGE_HEADER_POSITIONS).toContain(look.position);
    expect(look.colours).toBeUndefined();
  });

  it('takes the market’s position in any case, and its colours where they read', () => {
    expect(
      staticPageHeaderLook(
        { position: ' Center ', textColor: '#3B2A1E', backgroundColor: '#e8dac4' },
        PAGE_COLOURS,
      ),
    ).toEqual({ position: 'center', colours: { text: '#3b2a1e', background: '#e8dac4' } });
    expect(
      staticPageHeaderLook(
        { position: 'right', textColor: 'red', backgroundColor: 'url(x)' },
        PAGE_COLOURS,
      ),
    ).toEqual({ position: 'right', colours: undefined });
    expect(staticPageHeaderLook(undefined, PAGE_COLOURS)).toEqual({
      position: 'left',
      colours: undefined,
    });
  });

  it('gives a page that opens with a hero or a smaller headline no header', () => {
    const hero = { _uid: 'h', component: 'hero' };
    const subtitle = { _uid: 's', component: 'headline', level: 2 };
    const title = { _uid: 't', component: 'headline', level: '1' };
    const intro = { _uid: 'i', component: 'text_block' };
    expect(splitPageHeader([hero, title]).header).toEqual([]);
    expect(splitPageHeader([subtitle, intro]).header).toEqual([]);
    expect(splitPageHeader([title, intro, intro])).toEqual({
      header: [title, intro],
      rest: [intro],
    });
    expect(splitPageHeader([])).toEqual({ header: [], rest: [] });
  });
});
