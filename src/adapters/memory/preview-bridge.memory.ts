import type { PreviewBridge } from '@/application/content/preview-bridge.port';
import type { Story } from '@/domain/content/story';

/**
 * Memory mode has no content editor: the bridge connects at once and only a test (or a
 * developer in the console) sends edits through `edit`.
 */
export class MemoryPreviewBridge implements PreviewBridge {
  private listeners: ((story: Story) => void)[] = [];
  connections = 0;

  async connect(onInput: (story: Story) => void): Promise<void> {
    this.connections += 1;
    this.listeners.push(onInput);
  }

  /** What the editor's input event would deliver. */
  edit(story: Story): void {
    for (const listener of this.listeners) listener(story);
  }
}
