import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ENABLED_FLAG, isEnabled, keepEnabled } from '@/domain/content/enabled-entries';
import { switchable } from '../../support/content-arbitraries';

describe('only enabled notices and stores are kept (docs/product.md#validation)', () => {
  test.prop([fc.array(switchable, { maxLength: 12 })])(
    'keeps exactly the entries flagged 1, in their order',
    (entries) => {
      const kept = keepEnabled(entries);
      expect(kept).toEqual(entries.filter((entry) => entry.enabled === '1'));
      expect(kept.every(isEnabled)).toBe(true);
    },
  );

  test.prop([fc.array(switchable, { maxLength: 12 })])('leaves its input as it was', (entries) => {
    const copy = structuredClone(entries);
    keepEnabled(entries);
    expect(entries).toEqual(copy);
  });

  it('reads only the exact string 1 as on', () => {
    expect(ENABLED_FLAG).toBe('1');
    expect(isEnabled({ enabled: '1' })).toBe(true);
    for (const enabled of ['0', '', ' 1', '1 ', 'true', '01', undefined, null]) {
      expect(isEnabled({ enabled })).toBe(false);
    }
    expect(isEnabled({})).toBe(false);
  });

  it('filters a notice list as the content service sends it', () => {
    const notices = [
      { _uid: 'a', enabled: '1' },
      { _uid: 'b', enabled: '0' },
      { _uid: 'c', enabled: '1' },
      { _uid: 'd' },
    ];
    expect(keepEnabled(notices).map((notice) => notice._uid)).toEqual(['a', 'c']);
    expect(keepEnabled([])).toEqual([]);
  });
});
