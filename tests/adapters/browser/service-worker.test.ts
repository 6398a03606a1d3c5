import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
} from '@/adapters/browser/service-worker';

afterEach(() => vi.restoreAllMocks());

describe('the service worker registration (docs/product.md#other-calls)', () => {
  it('registers /sw.js with scope /', async () => {
    const register = vi.fn().mockResolvedValue({});
    await registerServiceWorker({ serviceWorker: { register } });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    expect([SERVICE_WORKER_URL, SERVICE_WORKER_SCOPE]).toEqual(['/sw.js', '/']);
  });

  it('swallows, silently, that service workers are not supported', async () => {
    const logs = [
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    ];
    await expect(registerServiceWorker({})).resolves.toBeUndefined();
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('swallows a failed registration the same way', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const register = vi.fn().mockRejectedValue(new TypeError('sw.js: 404'));
    await expect(registerServiceWorker({ serviceWorker: { register } })).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });
});
