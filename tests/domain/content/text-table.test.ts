import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { textsIn } from '@/domain/content/text-table';

const key = fc.stringMatching(/^[A-Za-z_]{1,20}$/);
const table = fc.dictionary(key, fc.tuple(fc.string(), fc.string()));

describe('a text table read one language at a time', () => {
  test.prop([table])('Swedish is the first column, English the second, for every key', (texts) => {
    const [sv, en] = [textsIn(texts, 'sv'), textsIn(texts, 'en')];
    expect(Object.keys(sv)).toEqual(Object.keys(texts));
    expect(Object.keys(en)).toEqual(Object.keys(texts));
    for (const [k, [swedish, english]] of Object.entries(texts)) {
      expect(sv[k]).toBe(swedish);
      expect(en[k]).toBe(english);
    }
  });
});
