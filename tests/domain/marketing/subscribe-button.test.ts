import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isNewsletterEmail } from '@/domain/marketing/email-format';
import { isSubscribeDisabled } from '@/domain/marketing/subscribe-button';

const blank = fc.stringMatching(/^[ \t\n\r\u00a0]*$/);

describe('the subscribe and notify-me buttons (docs/product.md#validation)', () => {
  test.prop([blank])('are disabled while the field is empty or blank', (value) => {
    expect(isSubscribeDisabled(value)).toBe(true);
  });

  test.prop([fc.string({ maxLength: 20 })])('are enabled as soon as anything is typed', (value) => {
    expect(isSubscribeDisabled(value)).toBe(value.trim() === '');
  });

  it('make no format check: a back-in-stock email that is not one still enables the button', () => {
    expect(isNewsletterEmail('not an email')).toBe(false);
    expect(isSubscribeDisabled('not an email')).toBe(false);
  });

  it('pins the edges', () => {
    expect(isSubscribeDisabled('')).toBe(true);
    expect(isSubscribeDisabled(' ')).toBe(true);
    expect(isSubscribeDisabled('\t\n')).toBe(true);
    expect(isSubscribeDisabled('a')).toBe(false);
    expect(isSubscribeDisabled(' a ')).toBe(false);
  });
});
