import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewBridge } from '@/application/content/preview-bridge.port';
import { PreviewStore } from '@/application/content/preview.store';
import { MemoryPreviewBridge } from '@/adapters/memory/preview-bridge.memory';
import type { Story } from '@/domain/content/story';

const story = (id: string, headline: string): Story => ({
  id,
  uuid: `u${id}`,
  name: headline,
  slug: 'page',
  fullSlug: 'en/page',
  content: {
    _uid: 'p',
    component: 'page',
    body: [{ _uid: 'h', component: 'headline', text: headline }],
  },
});

afterEach(() => vi.restoreAllMocks());

describe('PreviewStore (live updates, docs/product.md#pages-and-preview)', () => {
  it('does not connect outside the preview', async () => {
    const bridge = new MemoryPreviewBridge();
    await new PreviewStore(bridge, { isPreview: false }).start();
    expect(bridge.connections).toBe(0);
  });

  it('connects once and shows each story as the editor changes it', async () => {
    const bridge = new MemoryPreviewBridge();
    const store = new PreviewStore(bridge, { isPreview: true });
    await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(bridge.connections).toBe(1);

    const loaded = story('7', 'Autumn');
    const other = story('8', 'Other');
    expect(store.shown(loaded)).toBe(loaded);
    bridge.edit(story('7', 'Autumn, edited'));
    expect(store.shown(loaded).name).toBe('Autumn, edited');
    expect(store.shown(other)).toBe(other);
  });

  it('logs a bridge that cannot load, and tries again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const connect = vi
      .fn<PreviewBridge['connect']>()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValueOnce(undefined);
    const store = new PreviewStore({ connect }, { isPreview: true });
    await store.start();
    expect(error).toHaveBeenCalledWith("Couldn't connect the preview bridge", expect.any(Error));
    await store.start();
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
