import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  analyticsDisposition,
  type Consent,
  type ConsentChoice,
  formatConsentCookie,
  isAllowed,
  readConsentCookie,
  REJECT_ALL,
  UNDECIDED,
} from '@/domain/consent/consent';

const choice: fc.Arbitrary<ConsentChoice> = fc.record({ statistics: fc.boolean() });
const consent: fc.Arbitrary<Consent> = fc.oneof(
  fc.constant(UNDECIDED),
  choice.map((answer) => ({ kind: 'decided' as const, choice: answer })),
);

describe('the consent cookie (docs/product.md#consent)', () => {
  test.prop([choice])('reads back every answer it writes', (answer) => {
    expect(readConsentCookie(formatConsentCookie(answer))).toEqual({
      kind: 'decided',
      choice: answer,
    });
  });

  test.prop([fc.string({ maxLength: 300 })])(
    'reads anything else as undecided, so the visitor is asked rather than counted on a guess',
    (value) => {
      const written = [formatConsentCookie(ACCEPT_ALL), formatConsentCookie(REJECT_ALL)];
      fc.pre(!written.includes(value));
      expect(readConsentCookie(value)).toEqual(UNDECIDED);
    },
  );

  it('pins the format, and asks again for another version or a hand edit', () => {
    expect(formatConsentCookie(ACCEPT_ALL)).toBe('v1|statistics:granted');
    expect(formatConsentCookie(REJECT_ALL)).toBe('v1|statistics:denied');
    for (const value of [undefined, '', '1', 'v2|statistics:granted', 'v1|statistics:yes']) {
      expect(readConsentCookie(value)).toEqual(UNDECIDED);
    }
    expect(readConsentCookie('v1|statistics:granted|statistics:granted')).toEqual(UNDECIDED);
  });
});

describe('what consent allows (docs/product.md#consent)', () => {
  test.prop([consent])('allows statistics only once the visitor said yes to it', (answer) => {
    expect(isAllowed(answer, 'statistics')).toBe(
      answer.kind === 'decided' && answer.choice.statistics,
    );
  });

  test.prop([consent])(
    'holds analytics events until the answer, then sends or drops them',
    (answer) => {
      const expected =
        answer.kind === 'undecided' ? 'hold' : answer.choice.statistics ? 'send' : 'drop';
      expect(analyticsDisposition(answer)).toBe(expected);
    },
  );
});
