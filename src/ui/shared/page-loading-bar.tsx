import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { TranslationStore } from '@/application/site/translation.store';
import { LoadingBarStore } from '@/application/shared/loading-bar.store';
import { OVERLAY_DEPTH } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';

const track = css`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${OVERLAY_DEPTH.sidebar + 1};
  height: 3px;
  pointer-events: none;
`;

const fill = css`
  height: 100%;
  background: ${colors.accent};
  transition: width 0.1s linear;
`;

/**
 * docs/product.md#animations: the page loading bar over the top edge while the router loads the
 * next page (its loaders and lazy chunk). It shows only after the 200 ms throttle and hides 500 ms
 * after the load (LoadingBarStore), so a quick navigation never flashes it. Fixed above the page, it
 * moves nothing.
 */
export const PageLoadingBar = observer(function PageLoadingBar() {
  const bar = useStore(LoadingBarStore);
  const { t } = useStore(TranslationStore);
  const loading = useNavigation().state !== 'idle';

  useEffect(() => {
    if (!loading) return;
    bar.startLoading();
    return () => bar.finishLoading();
  }, [loading, bar]);

  const { visible, progress } = bar.loadingBar;
  if (!visible) return null;
  return (
    <div
      className={track}
      role="progressbar"
      aria-label={t('Page_Loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <div className={fill} style={{ width: `${progress}%` }} />
    </div>
  );
});
