import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PreviewStore } from '@/application/content/preview.store';
import type { Story } from '@/domain/content/story';
import { useStore } from '@/ui/shared/container-context';
import { Block } from './blocks';
import { StoryRootContext } from './story-root-context';

/**
 * docs/product.md#content-blocks content page: a story's block tree (its root is the page wrapper)
 * through the registry — in the editors' preview, as they are changing it.
 */
export const StoryContent = observer(function StoryContent(props: { readonly story: Story }) {
  const preview = useStore(PreviewStore);

  useEffect(() => {
    void preview.start();
  }, [preview]);

  const content = preview.shown(props.story).content;
  return (
    <StoryRootContext value={content}>
      <Block blok={content} />
    </StoryRootContext>
  );
});
