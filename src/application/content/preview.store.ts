import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { Story } from '@/domain/content/story';
import { PreviewBridge } from './preview-bridge.port';
import { SiteContext } from '@/application/shared/site-context.port';

/**
 * docs/product.md#pages-and-preview: in the content editor, the stories as the editor is changing
 * them (live updates on the bridge's input event) over the drafts the page was loaded with.
 * Outside preview it does nothing.
 */
@injectable()
export class PreviewStore {
  /** The latest edit of each story being changed, by story id. */
  edits: Readonly<Record<string, Story>> = {};
  private connecting: Promise<void> | undefined;

  constructor(
    @inject(PreviewBridge) private readonly bridge: PreviewBridge,
    @inject(SiteContext) private readonly site: Pick<SiteContext, 'isPreview'>,
  ) {
    makeAutoObservable<this, 'bridge' | 'site' | 'connecting'>(
      this,
      { edits: observable.ref, bridge: false, site: false, connecting: false },
      { autoBind: true },
    );
  }

  /** Connects to the editor once, in preview mode only. A failed connection may be tried again. */
  start(): Promise<void> {
    if (!this.site.isPreview) return Promise.resolve();
    this.connecting ??= this.bridge.connect(this.showEdit).catch((error: unknown) => {
      this.connecting = undefined;
      console.error("Couldn't connect the preview bridge", error);
    });
    return this.connecting;
  }

  /** The story to show: the editor's latest edit of it, else the story as loaded. */
  shown(story: Story): Story {
    return this.edits[story.id] ?? story;
  }

  showEdit(story: Story): void {
    this.edits = { ...this.edits, [story.id]: story };
  }
}
