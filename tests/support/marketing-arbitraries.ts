import fc from 'fast-check';

const octet = fc.integer({ min: 0, max: 999 }).map(String);

/** An email with an IPv4-shaped address in brackets: `name@[10.0.0.1]`. */
export const bracketedIpEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._%+-]{0,8}$/), octet, octet, octet, octet)
  .filter(([local]) => /^[^.]+(\.[^.]+)*$/.test(local))
  .map(([local, ...parts]) => `${local}@[${parts.join('.')}]`);

/**
 * Emails the check (docs/product.md#validation) accepts: RFC-style addresses, bracketed IPs and
 * quoted local parts.
 */
export const validEmail = fc.oneof(
  fc.emailAddress(),
  bracketedIpEmail,
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.domain())
    .filter(([quoted]) => !/[\n\r\u2028\u2029]/.test(quoted))
    .map(([quoted, domain]) => `"${quoted}"@${domain}`),
);

/** Flips the case of some ASCII letters. */
export function withCaseFlips(text: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flips) =>
      [...text].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    );
}

/** A setting value: missing, empty, blank or set. */
export const settingValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', ' ', '\t\n'),
  fc.string({ minLength: 1, maxLength: 10 }),
);

export const liveShoppingStatus = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('1', '0', '', ' 1', '1 ', 'true', '11'),
);

export const liveShoppingSettings = fc.record({
  live_shopping_status: liveShoppingStatus,
  live_shopping_text: settingValue,
  live_shopping_text_after: settingValue,
  live_shopping_time: settingValue,
  live_shopping_show_id: settingValue,
});

/** Epoch milliseconds within a few centuries either side of 1970. */
export const epochMs = fc.integer({ min: -1e13, max: 1e13 });
