import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { bloksField, numberField, textField } from '@/domain/content/blok-fields';
import { SLIDER_COLUMNS } from '@/ui/styles/layout';
import { clampPercentage, footprintSize } from '@/domain/sustainability/footprint-entry';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { storyBlock, swipeStrip } from './story-styles';
import { StoryBlockHead } from './story-block-head';

/**
 * A row that swipes; from 1024 px four entries fill the row (docs/product.md#constants-and-limits),
 * more scroll on.
 */
const entries = css`
  gap: 1rem;
  > li {
    width: 70%;
    max-width: 16rem;
  }
  ${media.lg} {
    gap: 1.25rem;
    > li {
      width: calc(
        (100% - ${SLIDER_COLUMNS.carbonFootprint - 1} * 1.25rem) / ${SLIDER_COLUMNS.carbonFootprint}
      );
      max-width: none;
    }
  }
`;

const entry = css`
  display: grid;
  gap: 0.75rem;
  height: 100%;
  padding: 1.25rem;
  background: #fff;
  border: 1px solid ${colors.line};
  box-sizing: border-box;
  h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 400;
    letter-spacing: 0.02em;
  }
`;

/** Every circle sits in a frame as tall as the largest, so names and bars line up. */
const frame = css`
  display: grid;
  place-items: center;
  height: 9.5rem;
`;

const circle = css`
  --diameter: 6.5rem;
  display: grid;
  place-items: center;
  width: var(--diameter);
  height: var(--diameter);
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #a7b59a, #5f7355);
  color: #fff;
  font-size: 1rem;
  font-weight: 600;
  &[data-size='xs'] {
    --diameter: 3.5rem;
    font-size: 0.8rem;
  }
  &[data-size='sm'] {
    --diameter: 5rem;
    font-size: 0.9rem;
  }
  &[data-size='lg'] {
    --diameter: 8rem;
    font-size: 1.15rem;
  }
  &[data-size='xl'] {
    --diameter: 9.5rem;
    font-size: 1.3rem;
  }
`;

const bar = css`
  height: 0.375rem;
  overflow: hidden;
  border-radius: 999px;
  background: ${colors.beige};
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${colors.accent};
  }
`;

const share = css`
  margin: 0;
  color: ${tones.muted};
  font-size: 0.85rem;
`;

/**
 * docs/product.md#content-blocks carbon footprint display: each entry a circle whose size follows
 * its size token (xs to xl) and a bar of its share of the footprint, its percentage held from 0 to
 * 100. A row that swipes, showing 4 entries at a time from 1024 px
 * (docs/product.md#constants-and-limits).
 */
export const CarbonFootprintBlock = observer(function CarbonFootprintBlock(props: BlockProps) {
  const { blok } = props;
  const { t } = useStore(TranslationStore);
  const items = bloksField(blok, 'entries')
    .filter((item) => item.component === 'carbon_footprint_entry')
    .map((item) => ({
      uid: item._uid,
      name: textField(item, 'name').trim(),
      percentage: clampPercentage(numberField(item, 'percentage')),
      size: footprintSize(textField(item, 'size')),
    }))
    .filter((item) => item.name !== '');
  if (items.length === 0) return null;
  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  return (
    <section className={storyBlock} aria-label={headline || t('Carbon_Footprint_Label')}>
      <StoryBlockHead headline={headline} text={text} />
      {/* A strip that scrolls sideways with nothing focusable in it: focusable itself, so the
          keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <ul
        className={`${swipeStrip} ${entries}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('Carbon_Footprint_Entries')}
      >
        {items.map((item) => {
          const percent = t('Carbon_Footprint_Percent', { percent: Math.round(item.percentage) });
          return (
            <li key={item.uid}>
              <article className={entry} aria-label={item.name}>
                <div className={frame} aria-hidden="true">
                  <span className={circle} data-size={item.size}>
                    {percent}
                  </span>
                </div>
                <h3>{item.name}</h3>
                <div
                  className={bar}
                  role="meter"
                  aria-label={item.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.percentage}
                  aria-valuetext={percent}
                >
                  <span style={{ width: `${item.percentage}%` }} />
                </div>
                <p className={share}>{t('Carbon_Footprint_Share', { percent })}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
