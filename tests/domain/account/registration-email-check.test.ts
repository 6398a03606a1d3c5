import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  answersFor,
  type EmailCheck,
  type EmailCheckOutcome,
  emailKey,
  isCheckableEmail,
  isEmailTaken,
} from '@/domain/account/registration-email-check';

const address = fc
  .tuple(fc.stringMatching(/^[a-zA-Z0-9._+-]{1,12}$/), fc.stringMatching(/^[a-zA-Z0-9-]{1,10}$/))
  .map(([local, domain]) => `${local}@${domain}.se`);
/** The same address as the shopper might type it again: other letter case, spaces around. */
const retyped = (email: string) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '\u200b'), fc.constantFrom('', ' ', '\n'), fc.boolean())
    .map(([before, after, upper]) => `${before}${upper ? email.toUpperCase() : email}${after}`);
const outcome = fc.constantFrom<EmailCheckOutcome>('taken', 'free', 'unknown');

describe('registration checks the address first (docs/product.md#login-and-registration)', () => {
  test.prop([address.chain((email) => fc.tuple(fc.constant(email), retyped(email)))])(
    'warns about an address an account uses, however the shopper types it again',
    ([email, again]) => {
      expect(isEmailTaken({ email, outcome: 'taken' }, again)).toBe(true);
      expect(answersFor({ email, outcome: 'taken' }, again)).toBe(true);
    },
  );

  test.prop([address, address, outcome])(
    'says nothing about an address the last check was not for',
    (checked, typed, answer) => {
      fc.pre(emailKey(checked) !== emailKey(typed));
      const check: EmailCheck = { email: checked, outcome: answer };
      expect(isEmailTaken(check, typed)).toBe(false);
      expect(answersFor(check, typed)).toBe(false);
    },
  );

  test.prop([address, fc.constantFrom<EmailCheckOutcome>('free', 'unknown')])(
    'never holds the form back for a free address, nor for a check that failed',
    (email, answer) => {
      expect(isEmailTaken({ email, outcome: answer }, email)).toBe(false);
    },
  );

  test.prop([address])('asks again after a check that failed', (email) => {
    expect(answersFor({ email, outcome: 'unknown' }, email)).toBe(false);
    expect(answersFor(undefined, email)).toBe(false);
    expect(isEmailTaken(undefined, email)).toBe(false);
  });

  test.prop([address])('asks about every address the register call could send', (email) => {
    expect(isCheckableEmail(email)).toBe(true);
  });

  it('does not ask about a blank address, one without an @, or one that cannot be sent', () => {
    for (const email of [
      '',
      '   ',
      'astrid',
      `${'a'.repeat(65)}@example.se`,
      'as\u200btrid@x.se',
    ]) {
      expect(isCheckableEmail(email), JSON.stringify(email)).toBe(false);
    }
  });
});
