import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cleanEmailInput,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isSendableEmail,
} from '@/domain/marketing/email-input';
import { isNewsletterEmail } from '@/domain/marketing/email-format';

/** What a paste brings along at the ends of a field. */
const edge = fc
  .array(
    fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u200b', '\u200e', '\u200f', '\ufeff', '\u2066'),
    {
      maxLength: 4,
    },
  )
  .map((chars) => chars.join(''));
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9._+-]{1,30}$/),
    fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,6}$/),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const hidden = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2066',
);

describe('e-mail input (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  test.prop([edge, email, edge])(
    'white space and invisible characters at the ends are taken off',
    (before, e, after) => {
      expect(cleanEmailInput(`${before}${e}${after}`)).toBe(e);
    },
  );

  test.prop([fc.string({ maxLength: 60 })])('cleaning twice changes nothing more', (text) => {
    expect(cleanEmailInput(cleanEmailInput(text))).toBe(cleanEmailInput(text));
  });

  test.prop([email])('an ordinary address may be sent', (e) => {
    expect(isSendableEmail(e)).toBe(true);
  });

  test.prop([email, hidden, fc.nat()])(
    'an invisible or control character inside refuses it',
    (e, char, at) => {
      const i = 1 + (at % (e.length - 1));
      expect(isSendableEmail(`${e.slice(0, i)}${char}${e.slice(i)}`)).toBe(false);
    },
  );

  test.prop([fc.integer({ min: EMAIL_MAX_LENGTH + 1, max: 20_000 })])(
    'an address over 254 characters is refused, however well-formed',
    (length) => {
      const oversize = `a@${'b'.repeat(length - 5)}.se`;
      expect(oversize).toHaveLength(length);
      expect(isNewsletterEmail(oversize)).toBe(true);
      expect(isSendableEmail(oversize)).toBe(false);
    },
  );

  it('pins the limits, Unicode and the 10,000-character e-mail', () => {
    const local = 'a'.repeat(EMAIL_LOCAL_MAX_LENGTH);
    expect(isSendableEmail(`${local}@example.se`)).toBe(true);
    expect(isSendableEmail(`${local}a@example.se`)).toBe(false);
    expect(isSendableEmail(`${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 68)}.se`)).toBe(true);
    expect(isSendableEmail(`${'a'.repeat(9_990)}@example.se`)).toBe(false);
    expect(isSendableEmail('')).toBe(false);
    expect(isSendableEmail('åsa@exempel.se')).toBe(true);
    expect(isSendableEmail('😀@example.se')).toBe(true);
    expect(isSendableEmail('\u05e9\u05dc\u05d5\u05dd@example.se')).toBe(true);
    expect(cleanEmailInput('\u200f anna@example.se \u200b')).toBe('anna@example.se');
    expect(cleanEmailInput('an na@example.se')).toBe('an na@example.se');
  });
});
