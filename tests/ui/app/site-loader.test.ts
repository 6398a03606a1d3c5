import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShop } from '@/ui/app/site-loader';

describe('start-up redirect guard (docs/reliability.md#redirects-token-scope-storage-and-forms)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes a place in the shop through, as its path', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(inShop('/se/about?x=1', 'https://shop.example')).toBe('/se/about?x=1');
    expect(inShop('https://shop.example/no/a#b', 'https://shop.example')).toBe('/no/a#b');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'sends %j to the default market instead, with a warning',
    (to) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(inShop(to, 'https://shop.example')).toBe('/se');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(to));
    },
  );
});
