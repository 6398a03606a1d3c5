import { describe, expect, it } from 'vitest';
import { StartupError } from '@/composition/config';
import { DEFAULT_SHEDDING, parseServerSettings } from '@/server/server-settings';

describe("the production server's settings (docs/operations.md#settings)", () => {
  it('has a default for each, and reads blank as unset', () => {
    expect(parseServerSettings({ PORT: '', ALLOWED_HOSTS: ' ' })).toEqual({
      port: 4173,
      host: '127.0.0.1',
      renderTimeLimitMs: 3000,
      sharedDataTtlMs: 60_000,
      allowedHosts: undefined,
      shedding: DEFAULT_SHEDDING,
      sources: { payment: [], images: [], editor: 'https://app.storyblok.com' },
    });
  });

  it('reads lists of hosts and origins, comma- or space-separated', () => {
    const settings = parseServerSettings({
      PORT: '8080',
      ALLOWED_HOSTS: 'lera.shop, preview.lera.shop:8443',
      SHED_RENDERS_IN_FLIGHT: '24',
      SHED_EVENT_LOOP_DELAY_MS: '100',
      PAYMENT_PROVIDER_ORIGINS: 'https://x.klarnacdn.net https://js.klarna.com/path',
      IMAGE_CDN_ORIGINS: 'https://a.storyblok.com',
      CMS_EDITOR_ORIGIN: 'https://editor.example/app',
    });
    expect(settings.port).toBe(8080);
    expect(settings.allowedHosts).toEqual(['lera.shop', 'preview.lera.shop:8443']);
    expect(settings.shedding).toEqual({ rendersInFlight: 24, eventLoopDelayMs: 100 });
    expect(settings.sources).toEqual({
      payment: ['https://x.klarnacdn.net', 'https://js.klarna.com'],
      images: ['https://a.storyblok.com'],
      editor: 'https://editor.example',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['SHED_RENDERS_IN_FLIGHT', '0'],
    ['SHED_EVENT_LOOP_DELAY_MS', '1.5'],
    ['SHARED_DATA_TTL_MS', '-1'],
    ['PAYMENT_PROVIDER_ORIGINS', 'klarna'],
    ['CMS_EDITOR_ORIGIN', 'javascript:alert(1)'],
  ])('stops the start on a malformed %s, naming it', (name, value) => {
    expect(() => parseServerSettings({ [name]: value })).toThrow(StartupError);
    expect(() => parseServerSettings({ [name]: value })).toThrow(name);
  });
});
