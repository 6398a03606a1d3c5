import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryBody } from '@/adapters/http/schemas/story.schema';

type Listener = (event: { action: string; story?: unknown }) => void;
const listeners = new Map<string, Listener>();

vi.mock('@storyblok/preview-bridge', () => ({
  default: class {
    on(events: string | string[], listener: Listener) {
      for (const name of [events].flat()) listeners.set(name, listener);
    }
  },
}));

const { StoryblokPreviewBridge } = await import('@/adapters/http/storyblok-preview-bridge');

const edited: StoryBody = {
  id: 7,
  uuid: 'u7',
  name: 'Autumn',
  slug: 'autumn-news',
  full_slug: 'en/autumn-news',
  content: { _uid: 'p', component: 'page', body: [] },
};

afterEach(() => {
  listeners.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoryblokPreviewBridge (docs/product.md#pages-and-preview)', () => {
  it('hands over each edited story, parsed like any story', async () => {
    const onInput = vi.fn();
    await new StoryblokPreviewBridge().connect(onInput);
    listeners.get('input')?.({ action: 'input', story: edited });
    expect(onInput).toHaveBeenCalledWith(
      expect.objectContaining({ id: '7', fullSlug: 'en/autumn-news' }),
    );
  });

  it('leaves out an edit it cannot read, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onInput = vi.fn();
    await new StoryblokPreviewBridge().connect(onInput);
    listeners.get('input')?.({ action: 'input', story: { id: 'seven' } });
    expect(onInput).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("Couldn't read the story being edited", expect.anything());
  });

  it('reloads the page when the editor saves or publishes', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    await new StoryblokPreviewBridge().connect(vi.fn());
    listeners.get('change')?.({ action: 'change' });
    listeners.get('published')?.({ action: 'published' });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
