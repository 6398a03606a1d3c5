import type { Story } from '@/domain/content/story';

export const PreviewBridge = Symbol('PreviewBridge');

/**
 * docs/product.md#pages-and-preview: the content editor's visual-editor bridge. While an editor
 * types, it hands over the story as edited, before it is saved, so the page can show it at once.
 */
export interface PreviewBridge {
  /**
   * Connects to the editor once; `onInput` then gets the edited story on every change. Saving
   * or publishing in the editor reloads the page with the saved draft (the bridge's own way).
   * Rejects when the bridge cannot be loaded.
   */
  connect(onInput: (story: Story) => void): Promise<void>;
}
