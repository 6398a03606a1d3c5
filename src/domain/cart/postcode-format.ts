/**
 * How each post writes its postcodes, where it groups them: Sweden's five digits as `263 38`, the
 * Netherlands' `1234 AB`, Britain's outward and inward parts (`SW1A 1AA`). Every other country's,
 * or one that does not fit its country's form, is shown as the shopper typed it.
 */
const GROUPED_POSTCODES: Readonly<Record<string, { form: RegExp; write: string }>> = {
  SE: { form: /^(\d{3})(\d{2})$/, write: '$1 $2' },
  NL: { form: /^(\d{4})([A-Z]{2})$/, write: '$1 $2' },
  GB: { form: /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/, write: '$1 $2' },
};

/**
 * A postcode as `country`'s post prints it on an envelope (docs/product.md#orders), for the
 * receipt, the order page and the checkout field the shopper has left.
 */
export function formatPostcode(zipCode: string, country: string): string {
  const typed = zipCode.trim();
  const rule = GROUPED_POSTCODES[country.toUpperCase()];
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  return rule && rule.form.test(compact) ? compact.replace(rule.form, rule.write) : typed;
}
