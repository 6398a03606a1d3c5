import * as z from 'zod/mini';
import type { PreviewBridge } from '@/application/content/preview-bridge.port';
import type { Story } from '@/domain/content/story';
import { toStory } from './content.to-domain';
import { pageStorySchema } from './schemas/story.schema';

/**
 * docs/product.md#pages-and-preview over the content service's own visual-editor bridge
 * (`@storyblok/preview-bridge`), fetched only when an editor opens the preview: edited stories
 * are parsed like every other story; saving or publishing reloads the page with the new draft,
 * as the bridge's documentation does it.
 */
export class StoryblokPreviewBridge implements PreviewBridge {
  async connect(onInput: (story: Story) => void): Promise<void> {
    const { default: StoryblokBridge } = await import('@storyblok/preview-bridge');
    const bridge = new StoryblokBridge();
    bridge.on('input', (event) => {
      const parsed = z.safeParse(pageStorySchema, event.story);
      if (parsed.success) onInput(toStory(parsed.data));
      else console.warn("Couldn't read the story being edited", parsed.error);
    });
    bridge.on(['change', 'published'], () => window.location.reload());
  }
}
