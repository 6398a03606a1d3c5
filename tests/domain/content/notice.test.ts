import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type Notice, NOTICE_POSITIONS, noticePosition, noticesAt } from '@/domain/content/notice';

const notice = (uid: string, position: string): Notice => ({
  uid,
  html: uid,
  position,
  backgroundColor: '',
  fontColor: '',
  textAlignment: 'center',
  enabled: '1',
});

const position = fc.oneof(
  fc.constantFrom('top', 'bottom', 'TOP', ' Bottom ', '', 'middle'),
  fc.string({ maxLength: 8 }),
);
const notices = fc
  .array(position, { maxLength: 6 })
  .map((positions) => positions.map((where, index) => notice(`n${index}`, where)));

describe('where a notice sits (docs/product.md#notices)', () => {
  test.prop([notices])('puts every notice in exactly one bar, in the editors’ order', (list) => {
    const bars = NOTICE_POSITIONS.map((where) => noticesAt(list, where));
    expect(bars.flat()).toHaveLength(list.length);
    for (const bar of bars) {
      expect(bar.map((item) => list.indexOf(item))).toEqual(
        bar.map((item) => list.indexOf(item)).sort((a, b) => a - b),
      );
    }
  });

  it('puts a notice under the header only when the editors say bottom; anything else on top', () => {
    expect(noticePosition(notice('a', ' Bottom '))).toBe('bottom');
    for (const where of ['top', '', 'middle', 'above']) {
      expect(noticePosition(notice('a', where))).toBe('top');
    }
  });
});
