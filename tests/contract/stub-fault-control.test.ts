import { describe, expect, it } from 'vitest';
import { NO_FAULTS, type FaultPlan } from '@/adapters/memory/faults/fault-plan';
import { createStubBackend } from '../../stub-backend/app';

/** The stub's runtime fault switch (README "Stub backend"), as the http-mode e2e journeys use it. */
describe('the stub backend fault control', () => {
  const stub = () => {
    let plan: FaultPlan = NO_FAULTS;
    const app = createStubBackend({ faults: () => plan, setFaults: (next) => (plan = next) });
    const control = (method: string, body?: unknown) =>
      app.request('/__stub/faults', {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    return { app, control, plan: () => plan };
  };

  it('fails a port until DELETE heals it, without touching the others', async () => {
    const { app, control } = stub();
    const set = await control('POST', { faults: 'market:503', latency: 0 });
    expect(await set.json()).toEqual({ plan: 'faults=market%3A503' });
    expect((await app.request('/api/markets')).status).toBe(503);
    expect((await app.request('/findify/v3/search?q=plate&t_client=1')).status).not.toBe(503);

    expect(await (await control('DELETE')).json()).toEqual({ plan: '' });
    expect((await app.request('/api/markets')).status).toBe(200);
  });

  it('refuses a mistyped plan with the reason and keeps the one in force', async () => {
    const { control, plan } = stub();
    await control('POST', { faults: 'cart:timeout' });
    const refused = await control('POST', { faults: 'basket:500' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: expect.stringContaining('Unknown port "basket"'),
    });
    expect((await control('POST', ['cart:500'])).status).toBe(400);
    expect(plan()).toEqual({ faults: { cart: { kind: 'timeout' } }, latencyMs: 0 });
  });

  it('is not served when the stub was made without a fault setter', async () => {
    const app = createStubBackend();
    expect((await app.request('/__stub/faults', { method: 'DELETE' })).status).toBe(404);
  });
});
