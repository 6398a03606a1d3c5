import { heroHotspotModule } from '@/application/catalogue/hero-hotspot.module';
import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, useEffect, useState } from 'react';
import { HeroHotspotStore } from '@/application/catalogue/hero-hotspot.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { HeroHotspot } from '@/domain/hero/hero-hotspot';
import { useStore } from '@/ui/shared/container-context';
import { afterNextPaint } from '@/ui/shared/after-next-paint';
import { variantName } from '@/ui/catalogue/search-item-view';
import { colors } from '@/ui/styles/tokens';
import { hotspotLayer } from './hero-styles';
import { HotspotPopup } from './hotspot-popup';
import type { HotspotViewModel } from '@/application/catalogue/hotspot-view-model';
import { LIST_NAMES } from '@/domain/analytics/list-names';
import { useCardAnalytics } from '@/ui/catalogue/use-card-analytics';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const dot = css`
  position: absolute;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: none;
  transform: translate(-50%, -50%);
  cursor: pointer;
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
  }
  &::before {
    inset: 0.7rem;
    background: rgb(255 255 255 / 92%);
    box-shadow: 0 1px 6px rgb(31 28 25 / 35%);
    transition: transform 0.2s ease;
  }
  &::after {
    inset: 1.2rem;
    background: ${colors.ink};
  }
  &:hover::before,
  &[aria-expanded='true']::before {
    transform: scale(1.2);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

/**
 * docs/product.md#hero-hotspot: a dot at each product's point of the picture, a button named after
 * the product that opens its popup. A hotspot shows once its product is found. Where the screen
 * crops its point away, the dot waits at the hero's nearest edge (see `hotspotLayer`).
 */
export const HeroHotspots = observer(function HeroHotspots(props: {
  readonly hotspots: readonly HeroHotspot[];
}) {
  const { t } = useStore(TranslationStore);
  if (props.hotspots.length === 0) return null;
  return (
    <ul className={cx(hotspotLayer, list)} aria-label={t('Hotspot_Hotspots')}>
      {props.hotspots.map((hotspot, position) => (
        <li key={hotspot.uid}>
          <HotspotDot hotspot={hotspot} position={position} />
        </li>
      ))}
    </ul>
  );
});

const HotspotDot = observer(function HotspotDot(props: {
  readonly hotspot: HeroHotspot;
  readonly position: number;
}) {
  const { hotspot, position } = props;
  const store = useStore(HeroHotspotStore, heroHotspotModule);

  // The dots are not what the first screen waits for: their products are asked for after it has
  // painted, the hero's picture and headline first.
  useEffect(() => {
    void afterNextPaint().then(() => store.load(hotspot));
  }, [store, hotspot]);

  const entry = store.entry(hotspot);
  if (entry.status !== 'ready') return null;
  return <ReadyHotspot hotspot={hotspot} model={entry.model} position={position} />;
});

/**
 * A hotspot whose product is found: its dot, and the popup it opens. The dots are the hero's
 * product list for analytics (docs/product.md#analytics): each an impression as it comes into
 * view, and the popup's link to the product a click.
 */
const ReadyHotspot = observer(function ReadyHotspot(props: {
  readonly hotspot: HeroHotspot;
  readonly model: HotspotViewModel;
  readonly position: number;
}) {
  const { hotspot, model, position } = props;
  const { t } = useStore(TranslationStore);
  const [open, setOpen] = useState(false);
  const shown = model.item.variants.find(({ id }) => id === model.item.selectedVariantId);
  const analytics = useCardAnalytics(model.item, shown, position, LIST_NAMES.hotspot);
  const name = shown ? variantName(model.item, shown) : model.item.name;
  return (
    <>
      <button
        ref={analytics.ref}
        type="button"
        className={dot}
        style={{ '--x': hotspot.x / 100, '--y': hotspot.y / 100 } as CSSProperties}
        aria-label={t('Hotspot_Open', { name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <HotspotPopup
        model={model}
        open={open}
        onClose={() => setOpen(false)}
        onFollow={analytics.onFollow}
      />
    </>
  );
});
