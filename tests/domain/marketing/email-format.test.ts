import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isNewsletterEmail } from '@/domain/marketing/email-format';
import { validEmail, withCaseFlips } from '../../support/marketing-arbitraries';

/** Characters the unquoted local part may not hold (the dot only between runs). */
const FORBIDDEN_IN_LOCAL = ['<', '>', '(', ')', '[', ']', '\\', ',', ';', ':', '@', '"'];
const WHITE_SPACE = [' ', '\t', '\n', '\u00a0'];

/** An email whose local part and domain cannot hold white space, so inserting any breaks it. */
const unquotedEmail = fc.emailAddress();

describe('newsletter email format (docs/product.md#validation)', () => {
  test.prop([validEmail])('accepts addresses of the documented shape', (email) => {
    expect(isNewsletterEmail(email)).toBe(true);
  });

  test.prop([validEmail.chain((email) => fc.tuple(fc.constant(email), withCaseFlips(email)))])(
    'is compared in lower case: the letter case of an address never matters',
    ([email, flipped]) => {
      expect(isNewsletterEmail(flipped)).toBe(isNewsletterEmail(email));
    },
  );

  test.prop([fc.string({ maxLength: 30 })])('any text is judged as its lower case', (text) => {
    expect(isNewsletterEmail(text)).toBe(isNewsletterEmail(text.toLowerCase()));
  });

  test.prop([fc.string({ maxLength: 30 }).filter((text) => !text.includes('@'))])(
    'rejects text without an @',
    (text) => {
      expect(isNewsletterEmail(text)).toBe(false);
    },
  );

  test.prop([unquotedEmail, fc.nat(), fc.constantFrom(...WHITE_SPACE)])(
    'rejects white space anywhere outside quotes, the ends included',
    (email, at, space) => {
      const i = at % (email.length + 1);
      expect(isNewsletterEmail(`${email.slice(0, i)}${space}${email.slice(i)}`)).toBe(false);
    },
  );

  test.prop([unquotedEmail, fc.stringMatching(/^[a-z]?[0-9]+[a-z]*$/)])(
    'rejects a top-level part with a digit',
    (email, tld) => {
      expect(isNewsletterEmail(email.replace(/\.[^.]+$/, `.${tld}`))).toBe(false);
    },
  );

  it.each([
    'anna@example.se',
    'Anna.Svensson@Example.SE',
    'anna@example.com',
    'a@b.co',
    'a@b.cd.ef',
    'first.middle.last@mail.example.org',
    'a+news@shop-1.se',
    "o'brien@example.ie",
    'x_y-z@123.example.io',
    'åsa@exempel.se',
    '!#$%&*+/=?^_`{|}~-@example.se',
    'a@[1.2.3.4]',
    'a@[123.123.123.123]',
    'a@[999.0.0.1]',
    'a.b@[10.0.0.1]',
    '"anna svensson"@example.se',
    '"a"@b.se',
    '"a@b"@example.se',
    '"a.b..c"@example.se',
    'a@-.se',
    'a@b--c.se',
    'a@b.museum',
  ])('accepts %s', (email) => {
    expect(isNewsletterEmail(email)).toBe(true);
  });

  it.each([
    '',
    '@',
    'anna',
    'anna@',
    '@example.se',
    'anna@example',
    'anna@example.s',
    'anna@example.s1',
    'anna@example.12',
    'anna@example.',
    'anna@.se',
    'anna@example..se',
    'anna@exa_mple.se',
    'anna@exam ple.se',
    'anna@@example.se',
    'anna@example@example.se',
    '.anna@example.se',
    'anna.@example.se',
    'an..na@example.se',
    'an.na.@example.se',
    ' anna@example.se',
    'anna@example.se ',
    'anna@example.se\n',
    'anna svensson@example.se',
    '""@example.se',
    '"a\nb"@example.se',
    '"anna@example.se',
    'anna"@example.se',
    'a@[1.2.3]',
    'a@[1.2.3.4.5]',
    'a@[1234.1.1.1]',
    'a@[1.1.1.1234]',
    'a@[1.1234.1.1]',
    'a@[.1.1.1]',
    'a@[1..1.1]',
    'a@[1.1.1.]',
    'a@[a.b.c.d]',
    'a@[1.2.3.4',
    'a@1.2.3.4]',
    'a@1.2.3.4',
    'a@[1.2.3.4].se',
    'a@[example.se]',
    'a@b.se.',
    'a@b.s-e',
  ])('rejects %j', (email) => {
    expect(isNewsletterEmail(email)).toBe(false);
  });

  it.each(FORBIDDEN_IN_LOCAL)('rejects %s in an unquoted local part', (c) => {
    expect(isNewsletterEmail(`a${c}b@example.se`)).toBe(false);
    expect(isNewsletterEmail(`a.b${c}c@example.se`)).toBe(false);
    expect(isNewsletterEmail(`${c}@example.se`)).toBe(false);
    expect(isNewsletterEmail(`a@ex${c}ample.se`)).toBe(false);
  });

  it.each(WHITE_SPACE)('rejects white space %j in an unquoted local part', (space) => {
    expect(isNewsletterEmail(`a${space}b@example.se`)).toBe(false);
    expect(isNewsletterEmail(`a.b${space}c@example.se`)).toBe(false);
  });
});
