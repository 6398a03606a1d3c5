import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { UiStore } from '@/application/shared/ui.store';
import { OVERLAY_DEPTH } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';

const overlay = css`
  :global() {
    @keyframes header-overlay-in {
      from {
        opacity: 0;
      }
    }
  }
  position: fixed;
  inset: 0;
  z-index: ${OVERLAY_DEPTH.overlay};
  background: rgb(31 28 25 / 35%);
  animation: header-overlay-in 0.2s ease;
  html:has(dialog[open]) & {
    background: transparent;
  }
`;

/**
 * docs/product.md#site-wide-layout, docs/product.md#panels: the dimmed layer under open panels; a
 * click on it hides it, which closes everything. A mouse-only affordance: Escape and each panel's
 * own close button serve the keyboard. Under a panel built on `Dialog` (the cart, search, filter,
 * the sidebar, modals) it stays clear: the dialog's backdrop is the one dimming layer, and a click
 * on it closes the panel, so the page is never dimmed twice.
 */
export const Overlay = observer(function Overlay() {
  const ui = useStore(UiStore);
  if (!ui.isOverlayShown) return null;
  return (
    <div className={overlay} data-testid="overlay" aria-hidden="true" onClick={ui.hideOverlay} />
  );
});
