import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, bloksField, linkField, textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { colors, tones } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { storyBlock, swipeStrip } from './story-styles';
import { StoryBlockHead } from './story-block-head';

const gallery = css`
  > li {
    width: 72%;
  }
  ${media.md} {
    > li {
      width: 40%;
    }
  }
  ${media.lg} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.25rem;
    overflow: visible;
    > li {
      width: auto;
    }
  }
`;

const look = css`
  display: grid;
  gap: 0.6rem;
  height: 100%;
  color: ${colors.ink};
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    height: 100%;
    min-height: 0;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    background: ${colors.beige};
    transition: opacity 0.2s;
  }
  &:is(a):hover img {
    opacity: 0.9;
  }
  &:is(a):hover span {
    text-decoration: underline;
  }
`;

const figure = css`
  display: grid;
  grid-template-rows: 1fr auto;
  height: 100%;
  margin: 0;
  figcaption {
    padding-top: 0.6rem;
    font-size: 0.9rem;
  }
  figcaption small {
    display: block;
    color: ${tones.muted};
    font-size: 0.8rem;
  }
`;

/**
 * docs/product.md#content-blocks styling gallery: styled pictures, each with a caption and, when
 * the editors link it, leading to a product or a page. A grid of three columns from 1024 px, a row
 * to swipe on smaller screens.
 */
export const StylingGalleryBlock = observer(function StylingGalleryBlock(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const looks = bloksField(blok, 'items').flatMap((item) => {
    const image = assetField(item, 'image');
    if (!image) return [];
    const caption = textField(item, 'caption').trim();
    return [
      {
        uid: item._uid,
        image,
        caption,
        link: linkField(item, 'link'),
        cta: textField(item, 'cta_label'),
      },
    ];
  });
  if (looks.length === 0) return null;
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  return (
    <section className={storyBlock} aria-label={headline || t('Styling_Gallery_Label')}>
      <StoryBlockHead headline={headline} text={text} />
      <ul className={`${swipeStrip} ${gallery}`}>
        {looks.map((item) => (
          <li key={item.uid}>
            <ContentLink link={item.link} className={look}>
              <figure className={figure}>
                <ContentPicture
                  image={item.image}
                  sizes={imageSizes({ lg: '33vw' }, '72vw')}
                  width={600}
                  height={800}
                />
                {item.caption || item.cta ? (
                  <figcaption>
                    {item.caption ? <span>{item.caption}</span> : null}
                    {item.cta ? <small>{item.cta}</small> : null}
                  </figcaption>
                ) : null}
              </figure>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
});
