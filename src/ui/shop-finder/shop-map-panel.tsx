import { shopFinderModule } from '@/application/shop-finder/shop-finder.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { ShopFinderStore } from '@/application/shop-finder/shop-finder.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/**
 * The map provider styles the element it draws in, so the frame sizes it as a grid cell. Beside
 * the list from 1024 px the list grows with its shops, no row cut at a scroll edge, and the map
 * stays in view beside it.
 */
const frame = css`
  display: grid;
  height: 26rem;
  background: ${colors.beige};
  ${media.lg} {
    position: sticky;
    top: 7rem;
    align-self: start;
    height: min(100dvh - 9rem, 44rem);
    min-height: 30rem;
  }
`;

/**
 * The shop finder's map (docs/product.md#store-finder, docs/product.md#constants-and-limits Store
 * map): loads the provider once, then draws the filtered shops' markers, follows the selection's
 * view and opens the clicked marker's info window. Without a maps key nothing is drawn and the list
 * stands alone.
 */
export const ShopMapPanel = observer(function ShopMapPanel() {
  const finder = useStore(ShopFinderStore, shopFinderModule);
  const { t } = useStore(TranslationStore);
  const element = useRef<HTMLDivElement>(null);
  const ready = finder.mapStatus === 'ready';
  const label = t('Store_Finder_Map_Label');
  const linkText = t('Store_Finder_Website');
  const closeText = t('Store_Finder_Close_Info');
  const clusterLabel = useCallback(
    (names: readonly string[]) =>
      t('Store_Finder_Map_Group', { count: names.length, names: names.join(', ') }),
    [t],
  );

  useEffect(() => {
    void finder.loadMap();
  }, [finder]);

  useEffect(() => {
    if (!ready || !element.current) return;
    return finder.mountMap(element.current, { label, linkText, closeText, clusterLabel });
  }, [ready, finder, label, linkText, closeText, clusterLabel]);

  if (finder.mapStatus === 'no-key') return null;
  return (
    <div className={frame} aria-busy={!ready}>
      <div ref={element} />
    </div>
  );
});
