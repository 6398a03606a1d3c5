import { describe, expect, it } from 'vitest';
import { withinTimeLimit } from '@/server/within-time-limit';

describe('work within a time limit', () => {
  it('gives the value of work done in time, and the failure of work that failed', async () => {
    await expect(withinTimeLimit(Promise.resolve(7), 1_000)).resolves.toEqual({
      kind: 'done',
      value: 7,
    });
    const error = new Error('down');
    await expect(withinTimeLimit(Promise.reject(error), 1_000)).resolves.toEqual({
      kind: 'failed',
      error,
    });
  });

  it('says late when the work takes longer', async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 200, 'too late'));
    await expect(withinTimeLimit(slow, 10)).resolves.toEqual({ kind: 'late' });
  });
});
