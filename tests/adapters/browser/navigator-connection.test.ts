import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigatorConnection } from '@/adapters/browser/navigator-connection';

/** The port's contract is in tests/contract/browser-ports.test.ts; this is the adapter's own. */
describe('NavigatorConnection (Network Information API)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads data-saver and the effective type afresh each time', () => {
    const connection = { saveData: true, effectiveType: '4g' };
    vi.stubGlobal('navigator', { connection });
    const conditions = new NavigatorConnection();
    expect(conditions.current()).toEqual({ saveData: true, effectiveType: '4g' });
    connection.saveData = false;
    connection.effectiveType = '2g';
    expect(conditions.current()).toEqual({ saveData: false, effectiveType: '2g' });
  });
});
