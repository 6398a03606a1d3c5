import { css } from '@linaria/core';
import { bloksField, linkField, textField } from '@/domain/content/blok-fields';
import { ContentLink } from '@/ui/shared/content/content-link';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockHeadline, caption, ctaSecondary } from './editorial-styles';

/** docs/product.md#content-blocks image groups: four pictures or videos. */
export const IMAGE_GROUP_SIZE = 4;

const head = css`
  display: grid;
  gap: 0.25rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

const footer = css`
  margin-top: 1.5rem;
  text-align: center;
`;

/**
 * docs/product.md#content-blocks image groups: a headline and caption over four pictures or videos
 * (`image_group_item`, two by two on a phone, in a row on desktop), and a call to action under them.
 */
export function ImageGroupBlock(props: BlockProps) {
  const { blok, renderBloks } = props;
  const headline = textField(blok, 'headline').trim();
  const text = textField(blok, 'caption').trim();
  const ctaLabel = textField(blok, 'cta_label').trim();
  const link = linkField(blok, 'link');
  const items = bloksField(blok, 'items').slice(0, IMAGE_GROUP_SIZE);
  if (items.length === 0) return null;
  return (
    <section aria-label={headline || undefined}>
      {headline || text ? (
        <div className={head}>
          {headline ? <h2 className={blockHeadline}>{headline}</h2> : null}
          {text ? <p className={caption}>{text}</p> : null}
        </div>
      ) : null}
      <ul className={grid}>
        {items.map((item) => (
          <li key={item._uid}>{renderBloks([item])}</li>
        ))}
      </ul>
      {ctaLabel && link ? (
        <div className={footer}>
          <ContentLink link={link} className={ctaSecondary}>
            {ctaLabel}
          </ContentLink>
        </div>
      ) : null}
    </section>
  );
}
