import { storeFinderModule } from '@/application/store-finder/store-finder.module';
import { css } from '@linaria/core';
import { comparer, reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { StoreMap } from '@/application/store-finder/store-map.port';
import { StoreFinderStore } from '@/application/store-finder/store-finder.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '../app/container-context';
import { colors, media } from '../styles/tokens';

/** The map provider styles the element it draws in, so the frame sizes it as a grid cell. */
const frame = css`
  display: grid;
  height: 26rem;
  background: ${colors.beige};
  ${media.lg} {
    height: auto;
    min-height: 36rem;
  }
`;

/**
 * The store finder's map (SPEC §2, §4 Store-finder script, §9 Store map): loads the provider
 * once, then draws the filtered stores' markers, follows the selection's view and opens the
 * clicked marker's info window. Without a maps key nothing is drawn and the list stands alone.
 */
export const StoreMapPanel = observer(function StoreMapPanel() {
  const finder = useStore(StoreFinderStore, storeFinderModule);
  const storeMap = useStore<StoreMap>(StoreMap);
  const { t } = useStore(TranslationStore);
  const element = useRef<HTMLDivElement>(null);
  const ready = finder.mapStatus === 'ready';
  const label = t('Store_Finder_Map_Label');
  const linkText = t('Store_Finder_Website');
  const closeText = t('Store_Finder_Close_Info');

  useEffect(() => {
    void finder.loadMap();
  }, [finder]);

  useEffect(() => {
    if (!ready || !element.current) return;
    const map = storeMap.mount(element.current, {
      view: finder.mapView,
      label,
      linkText,
      closeText,
      onMarkerClick: finder.openInfo,
      onInfoClose: finder.closeInfo,
    });
    const stops = [
      reaction(() => finder.markers, map.setMarkers.bind(map), { fireImmediately: true }),
      reaction(() => finder.mapView, map.setView.bind(map), { equals: comparer.structural }),
      reaction(() => finder.infoStore?.id, map.openInfo.bind(map), { fireImmediately: true }),
    ];
    return () => {
      for (const stop of stops) stop();
      map.destroy();
    };
  }, [ready, storeMap, finder, label, linkText, closeText]);

  if (finder.mapStatus === 'no-key') return null;
  return (
    <div className={frame} aria-busy={!ready}>
      <div ref={element} />
    </div>
  );
});
