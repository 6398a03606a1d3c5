import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedBody } from './json-mutations';

describe('mutatedBody', () => {
  // A chain of mutations can turn an object into an array; a later step on the key `map`
  // must then see nothing there, not Array.prototype.map (a failure once seen in CI).
  it('always yields JSON text, even when keys are named like array or object methods', () => {
    const body = { map: { filter: 1 }, sort: [1, 2], constructor: 'x', toString: null };
    fc.assert(
      fc.property(mutatedBody(body), (mutated) => {
        expect(typeof mutated.text).toBe('string');
        expect(mutated.label).not.toBe('');
      }),
      { numRuns: 2_000 },
    );
  });
});
