import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { accountErrorNotice } from '@/domain/account/account-error-notice';

const title = 'Account_Generic_Error';
const generic = { title, message: 'Account_Generic_ErrorMsg' };
const specific = (text: string) => ({
  title,
  message: 'Account_Specific_ErrorMsg',
  params: { message: text },
});

/** Bodies whose data is an object in JavaScript's sense: objects, lists and null. */
const objectBody = fc
  .oneof(fc.object(), fc.array(fc.jsonValue(), { maxLength: 4 }), fc.constant(null))
  .map((data) => JSON.stringify(data));

/** Texts that are not JSON objects: plain words, or JSON scalars such as numbers and strings. */
const otherBody = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc
      .oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.string())
      .map((data) => JSON.stringify(data)),
  )
  .filter((text) => text.trim() !== '')
  .filter((text) => {
    try {
      return typeof JSON.parse(text) !== 'object';
    } catch {
      return true;
    }
  });

describe('the toast of a failed account call (docs/product.md#error-catalogue)', () => {
  test.prop([objectBody])('an object answer gives the generic message', (text) => {
    expect(accountErrorNotice(text)).toEqual(generic);
  });

  test.prop([otherBody])('any other answer is quoted in the specific message', (text) => {
    expect(accountErrorNotice(text)).toEqual(specific(text));
  });

  test.prop([fc.option(fc.string(), { nil: undefined })])(
    'is always titled Account_Generic_Error',
    (text) => {
      expect(accountErrorNotice(text).title).toBe(title);
    },
  );

  it('pins each case', () => {
    expect(accountErrorNotice('Wrong password')).toEqual(specific('Wrong password'));
    expect(accountErrorNotice('{"error":"boom"}')).toEqual(generic);
    expect(accountErrorNotice(' {"error":"boom"} ')).toEqual(generic);
    expect(accountErrorNotice('[1,2]')).toEqual(generic);
    expect(accountErrorNotice('null')).toEqual(generic);
    expect(accountErrorNotice('42')).toEqual(specific('42'));
    expect(accountErrorNotice('"quoted"')).toEqual(specific('"quoted"'));
    expect(accountErrorNotice('{not json')).toEqual(specific('{not json'));
  });

  it('shows the generic message when there is no answer to quote', () => {
    expect(accountErrorNotice(undefined)).toEqual(generic);
    expect(accountErrorNotice('')).toEqual(generic);
    expect(accountErrorNotice(' \n')).toEqual(generic);
  });
});
