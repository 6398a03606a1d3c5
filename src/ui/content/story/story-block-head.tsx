import { blockHead } from './story-styles';

/** A story block's optional headline and intro text; nothing when both are empty. */
export function StoryBlockHead(props: { readonly headline: string; readonly text: string }) {
  const { headline, text } = props;
  if (!headline && !text) return null;
  return (
    <div className={blockHead}>
      {headline ? <h2>{headline}</h2> : null}
      {text ? <p>{text}</p> : null}
    </div>
  );
}
