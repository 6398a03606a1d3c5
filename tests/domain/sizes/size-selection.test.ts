import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { productSizeLevels, type SizedItem } from '@/domain/sizes/size-parsing';
import {
  chooseSize,
  settleSizeChoice,
  sizeOptions,
  type SizeChoice,
} from '@/domain/sizes/size-selection';
import {
  oneLevelProduct,
  product,
  sizeChoice,
  twoLevelProduct,
} from '../../support/size-arbitraries';

const items = (...names: string[]): readonly SizedItem[] =>
  names.map((name, i) => ({ id: `i${i}`, name }));

const distinct = (labels: readonly string[]) => [...new Set(labels)];

describe('size choice (docs/product.md#product-size-selection)', () => {
  test.prop([product, sizeChoice])('settling twice changes nothing', (p, choice) => {
    const settled = settleSizeChoice(p, choice);
    expect(settleSizeChoice(p, settled)).toEqual(settled);
    expect(sizeOptions(p, settled)).toEqual(sizeOptions(p, choice));
  });

  test.prop([product, sizeChoice])('every chosen label is offered at its level', (p, choice) => {
    const settled = settleSizeChoice(p, choice);
    const options = sizeOptions(p, settled);
    expect(settled.length).toBeLessThanOrEqual(options.length);
    settled.forEach((label, level) => expect(options[level]).toContain(label));
  });

  test.prop([product, sizeChoice])('a kept label is one the shopper chose', (p, choice) => {
    const settled = settleSizeChoice(p, choice);
    const options = sizeOptions(p, settled);
    settled.forEach((label, level) => {
      if (options[level]?.length !== 1) expect(label).toBe(choice[level]);
    });
  });

  test.prop([product, sizeChoice])(
    'a level with a single size is chosen for the shopper',
    (p, choice) => {
      const settled = settleSizeChoice(p, choice);
      const options = sizeOptions(p, settled);
      const open = options[settled.length];
      if (open !== undefined) expect(open).not.toHaveLength(1);
    },
  );

  test.prop([product, sizeChoice])('levels after the first open one offer nothing', (p, choice) => {
    const settled = settleSizeChoice(p, choice);
    sizeOptions(p, settled).forEach((options, level) => {
      if (level > settled.length) expect(options).toEqual([]);
    });
  });

  test.prop([product, sizeChoice])('the first level offers every first label', (p, choice) => {
    const levels = productSizeLevels(p);
    expect(sizeOptions(p, choice)[0]).toEqual(distinct(levels.map((l) => l[0])));
    expect(sizeOptions(p, choice)).toHaveLength(levels[0]?.length ?? 1);
  });

  test.prop([twoLevelProduct, sizeChoice])(
    'the second level offers only the seconds of items matching the first',
    (p, choice) => {
      const settled = settleSizeChoice(p, choice);
      fc.pre(settled.length > 0);
      const matching = productSizeLevels(p).filter((l) => l[0] === settled[0]);
      expect(sizeOptions(p, settled)[1]).toEqual(distinct(matching.map((l) => l[1] ?? '')));
    },
  );

  test.prop([oneLevelProduct, sizeChoice])('one level offers the names themselves', (p, choice) => {
    expect(sizeOptions(p, choice)).toEqual([distinct(p.map((item) => item.name.trim()))]);
  });

  test.prop([product, sizeChoice, fc.nat({ max: 1 }), fc.nat({ max: 10 })])(
    'choosing an offered label keeps the levels before it',
    (p, choice, level, pick) => {
      const settled = settleSizeChoice(p, choice);
      const offered = sizeOptions(p, settled)[level] ?? [];
      fc.pre(offered.length > 0);
      const label = offered[pick % offered.length] as string;
      const next = chooseSize(p, choice, level, label);
      expect(next[level]).toBe(label);
      expect(next.slice(0, level)).toEqual(settled.slice(0, level));
    },
  );

  test.prop([product, sizeChoice, fc.nat({ max: 2 })])(
    'choosing a label that is not offered changes nothing',
    (p, choice, n) => {
      const settled = settleSizeChoice(p, choice);
      const level = n % (settled.length + 1);
      expect(chooseSize(p, choice, level, 'not a size')).toEqual(settled);
    },
  );
});

describe('size choice, the examples', () => {
  const sheets = items('50x70', '50 x 100', '70x100', '90X100', '90x140');

  it('offers the first level, and the second only once a first is chosen', () => {
    expect(settleSizeChoice(sheets, [])).toEqual([]);
    expect(sizeOptions(sheets, [])).toEqual([['50', '70', '90'], []]);
    expect(sizeOptions(sheets, ['50'])).toEqual([
      ['50', '70', '90'],
      ['70', '100'],
    ]);
    expect(sizeOptions(sheets, ['90'])).toEqual([
      ['50', '70', '90'],
      ['100', '140'],
    ]);
  });

  it('chooses a single size automatically', () => {
    expect(settleSizeChoice(sheets, ['70'])).toEqual(['70', '100']);
    expect(chooseSize(sheets, [], 0, '70')).toEqual(['70', '100']);
    expect(settleSizeChoice(items('M'), [])).toEqual(['M']);
    expect(settleSizeChoice(items('50x70', '50x100'), [])).toEqual(['50']);
    expect(settleSizeChoice(items('50x70'), [])).toEqual(['50', '70']);
    expect(settleSizeChoice(items('S', 'M'), [])).toEqual([]);
    expect(settleSizeChoice([], [])).toEqual([]);
    expect(sizeOptions([], [])).toEqual([[]]);
  });

  it('keeps the second level when the new first still offers it', () => {
    expect(chooseSize(sheets, ['50', '100'], 0, '90')).toEqual(['90', '100']);
    expect(chooseSize(sheets, ['50', '70'], 0, '90')).toEqual(['90']);
    expect(chooseSize(sheets, ['90', '140'], 0, '70')).toEqual(['70', '100']);
    expect(chooseSize(sheets, ['50', '70'], 1, '100')).toEqual(['50', '100']);
    const crossed = items('50x70', '50x100', '70x50', '70x100');
    expect(chooseSize(crossed, ['50'], 0, '70')).toEqual(['70']);
    expect(chooseSize(crossed, ['50', '70'], 0, '70')).toEqual(['70']);
    expect(chooseSize(crossed, ['50', '100'], 0, '70')).toEqual(['70', '100']);
  });

  it('ignores a second level before a first, a level too deep and a size not offered', () => {
    expect(chooseSize(sheets, [], 1, '100')).toEqual([]);
    expect(chooseSize(sheets, ['50'], 2, '100')).toEqual(['50']);
    expect(chooseSize(sheets, ['50', '70'], 2, '1')).toEqual(['50', '70']);
    expect(chooseSize(sheets, ['50'], 1, '140')).toEqual(['50']);
    expect(chooseSize(sheets, ['50', '70'], 0, '60')).toEqual(['50', '70']);
    expect(chooseSize(sheets, ['50', '70'], 1, '140')).toEqual(['50', '70']);
    expect(chooseSize(sheets, ['70', '100'], 0, '100')).toEqual(['70', '100']);
    expect(chooseSize(items('S', 'M'), ['S'], 1, 'M')).toEqual(['S']);
    expect(chooseSize(items('S', 'M'), ['S'], 0, 'M')).toEqual(['M']);
  });

  it('drops a remembered label the items no longer offer, and everything after it', () => {
    const remembered: SizeChoice = ['60', '70'];
    expect(settleSizeChoice(sheets, remembered)).toEqual([]);
    expect(settleSizeChoice(sheets, ['50', '140'])).toEqual(['50']);
    expect(settleSizeChoice(items('S', 'M'), ['S', 'extra'])).toEqual(['S']);
  });
});
