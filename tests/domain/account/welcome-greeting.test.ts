import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { welcomeGreeting } from '@/domain/account/welcome-greeting';

/** Words an editor might write around the name, without braces. */
const words = fc.stringMatching(/^[A-Za-zÅÄÖåäö]{1,8}( [A-Za-zÅÄÖåäö]{1,8}){0,3}$/);
/** A greeting with the name somewhere in it. */
const withName = fc
  .tuple(words, fc.constantFrom(', ', ' ', ''), fc.constantFrom('!', '', ' och välkommen!'))
  .map(([before, join, after]) => `${before}${join}{name}${after}`);
const firstName = fc.stringMatching(/^[A-ZÅÄÖ][a-zåäö-]{0,15}$/);
const noName = fc.constantFrom(undefined, '', '  ', '\t');

describe('the welcome greeting (docs/product.md#account-data)', () => {
  test.prop([withName, firstName])('greets the shopper by first name', (template, name) => {
    const greeting = welcomeGreeting(template, name);
    expect(greeting).toContain(name);
    expect(greeting).not.toContain('{name}');
    expect(greeting).toBe(template.replaceAll('{name}', name));
  });

  test.prop([withName, noName])(
    'without a name, leaves the placeholder out with what joined it, never a dangling comma',
    (template, name) => {
      const greeting = welcomeGreeting(template, name);
      expect(greeting ?? '').not.toContain('{name}');
      expect(greeting ?? '').not.toMatch(/[\s,]+[!.]|,$|^[\s,]/);
    },
  );

  test.prop([words, fc.option(firstName, { nil: undefined })])(
    'shows a greeting without a placeholder as the editors wrote it',
    (template, name) => {
      expect(welcomeGreeting(` ${template} `, name)).toBe(template);
    },
  );

  it('reads as a sentence with or without the name, in Swedish and English', () => {
    expect(welcomeGreeting('Welcome back, {name}!', 'Astrid')).toBe('Welcome back, Astrid!');
    expect(welcomeGreeting('Välkommen tillbaka, {name}!', ' Astrid ')).toBe(
      'Välkommen tillbaka, Astrid!',
    );
    expect(welcomeGreeting('Welcome back, {name}!', undefined)).toBe('Welcome back!');
    expect(welcomeGreeting('Hej {name}!', '')).toBe('Hej!');
    expect(welcomeGreeting('{name}, welcome back!', undefined)).toBe('Welcome back!');
    // A name is text, never a pattern: `$&` stays as typed.
    expect(welcomeGreeting('Hi {name}!', '$&')).toBe('Hi $&!');
  });

  it('leaves the words to the caller when there are none', () => {
    expect(welcomeGreeting('', 'Astrid')).toBeUndefined();
    expect(welcomeGreeting('   ', 'Astrid')).toBeUndefined();
    expect(welcomeGreeting('{name}', undefined)).toBeUndefined();
    expect(welcomeGreeting(' {name}! ', '')).toBe('!');
  });
});
