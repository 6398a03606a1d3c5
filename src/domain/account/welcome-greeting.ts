/** The placeholder the editors write for the shopper's first name. */
const NAME = /\{name\}/g;

/** The placeholder with the comma or space that joins it to the words before it. */
const NAME_AFTER_WORDS = /[\s,]*\{name\}/g;

/** The placeholder opening the greeting, with what joins it to the words after it. */
const NAME_FIRST = /^\{name\}[\s,]*/;

/**
 * docs/product.md#account-data, docs/product.md#settings-per-market `account_welcome_headline`:
 * a greeting such as "Welcome back, {name}!" for the shopper with `firstName`. Without a name
 * (none given, or blank) the placeholder goes with the comma or space that joined it —
 * "Welcome back!", never "Welcome back, !" — and a greeting that opened with it starts with a
 * capital. `undefined` when nothing is left to say (a blank greeting, or one that was only the
 * name and none is known), so the caller shows its own words.
 */
export function welcomeGreeting(
  template: string,
  firstName: string | undefined,
): string | undefined {
  const name = firstName?.trim() ?? '';
  const trimmed = template.trim();
  const text =
    name !== ''
      ? trimmed.replace(NAME, () => name)
      : (NAME_FIRST.test(trimmed) ? capitalise(trimmed.replace(NAME_FIRST, '')) : trimmed)
          .replace(NAME_AFTER_WORDS, '')
          .trim();
  return text === '' ? undefined : text;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
