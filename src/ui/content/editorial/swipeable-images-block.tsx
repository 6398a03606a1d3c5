import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { assetsField, textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { scrollStrip, StripButtons, useScrollStrip } from '@/ui/shared/scroll-strip';
import { colors } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { blockHeadline, caption } from './editorial-styles';

const head = css`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0;
  }
`;

const strip = css`
  li {
    flex-basis: 78%;
    ${media.md} {
      flex-basis: 45%;
    }
    ${media.lg} {
      flex-basis: calc((100% - 3rem) / 4);
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    background: ${colors.beige};
  }
`;

/**
 * docs/product.md#content-blocks swipeable images: a strip of pictures that swipes (or scrolls)
 * sideways and snaps to each picture, with previous and next buttons that step one picture and rest
 * at either end.
 */
export const SwipeableImagesBlock = observer(function SwipeableImagesBlock(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const images = assetsField(blok, 'images');
  const headline = textField(blok, 'headline').trim();
  const text = textField(blok, 'caption').trim();
  const { list, can, measure, step } = useScrollStrip(images.length);

  if (images.length === 0) return null;

  return (
    <section aria-label={headline || t('Swipe_Label')}>
      <div className={head}>
        {headline ? <h2 className={blockHeadline}>{headline}</h2> : null}
        <StripButtons
          can={can}
          onStep={step}
          previousLabel={t('Swipe_Previous')}
          nextLabel={t('Swipe_Next')}
        />
      </div>
      <ul
        className={cx(scrollStrip, strip)}
        ref={list}
        onScroll={measure}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('Swipe_Strip')}
      >
        {images.map((image, index) => (
          <li key={`${image.filename}-${index}`}>
            <ContentPicture
              image={image}
              sizes={imageSizes({ lg: '25vw', md: '45vw' }, '78vw')}
              width={800}
              height={1000}
            />
          </li>
        ))}
      </ul>
      {text ? <p className={caption}>{text}</p> : null}
    </section>
  );
});
