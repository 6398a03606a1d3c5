import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { DEFAULT_ERROR_STATUS, NOT_FOUND_MESSAGE, toPageError } from '@/domain/site/page-error';

const errorStatus = fc.integer({ min: 400, max: 599 });
const notErrorStatus = fc.oneof(
  fc.integer({ max: 399 }),
  fc.integer({ min: 600 }),
  fc.double({ min: 400.01, max: 598.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.string(),
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(Number.NaN),
);

describe('page error (docs/product.md#error-page)', () => {
  test.prop([errorStatus, fc.string()])('keeps an HTTP error status', (status, message) => {
    expect(toPageError({ status, message }).status).toBe(status);
  });

  test.prop([notErrorStatus])('any other status is 500', (status) => {
    expect(toPageError({ status }).status).toBe(DEFAULT_ERROR_STATUS);
  });

  test.prop([fc.anything(), fc.anything()])('is idempotent', (status, message) => {
    const once = toPageError({ status, message });
    expect(toPageError(once)).toEqual(once);
  });

  test.prop([fc.oneof(fc.constant(''), fc.constant('  '), fc.constant(undefined), fc.integer())])(
    'a 404 without words says the page could not be found',
    (message) => {
      expect(toPageError({ status: 404, message })).toEqual({
        status: 404,
        message: NOT_FOUND_MESSAGE,
      });
    },
  );

  test("keeps the server's words, trimmed, and defaults to nothing", () => {
    expect(toPageError({ status: 404, message: ' Gone ' })).toEqual({
      status: 404,
      message: 'Gone',
    });
    expect(toPageError({ status: 503 })).toEqual({ status: 503, message: '' });
    expect(toPageError()).toEqual({ status: 500, message: '' });
  });
});
