import type { Story } from '../../domain/content/story';
import { Block } from './blocks';

/** SPEC §2 content page: a story's block tree (its root is the page wrapper) through the registry. */
export function StoryContent(props: { readonly story: Story }) {
  return <Block blok={props.story.content} />;
}
