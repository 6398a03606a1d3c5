import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import {
  NotificationStore,
  type Toast as ToastData,
} from '@/application/shared/notification.store';
import { TranslationStore } from '@/application/site/translation.store';
import { OVERLAY_DEPTH } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import { colors, tones } from '@/ui/styles/tokens';

/**
 * Browsers with popovers raise the list into the top layer; the rest show it as it is. The
 * `popover` attribute is set once the list is on the page, so the server's HTML — which cannot
 * know the browser — is the browser's first render.
 */
const POPOVER_SUPPORTED =
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

const stack = css`
  position: fixed;
  z-index: ${OVERLAY_DEPTH.sidebar + 1};
  inset: 1rem auto auto 50%;
  gap: 0.5rem;
  width: min(100vw - 2rem, 28rem);
  margin: 0;
  padding: 0;
  overflow: visible;
  border: none;
  background: none;
  transform: translateX(-50%);
  list-style: none;
  pointer-events: none;
  /* Also while not shown as a popover: where popovers are missing, it is a plain fixed list. */
  display: grid;
`;

const toast = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 0.9rem 0.75rem 0.9rem 1.1rem;
  border-left: 4px solid;
  border-radius: 4px;
  box-shadow: 0 8px 24px rgb(31 28 25 / 16%);
  color: ${colors.ink};
  pointer-events: auto;
  animation: toast-in 0.2s ease-out;
  @keyframes toast-in {
    from {
      transform: translateY(-0.5rem);
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
  strong {
    font-size: 0.95rem;
  }
  p {
    grid-column: 1;
    margin: 0;
    font-size: 0.9rem;
    line-height: 1.4;
  }
  button {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: start;
    width: 2rem;
    height: 2rem;
    border: none;
    background: none;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
`;

const kinds = {
  error: css`
    border-color: ${tones.error};
    background: ${tones.errorSoft};
    strong {
      color: ${tones.error};
    }
  `,
  success: css`
    border-color: ${tones.success};
    background: ${tones.successSoft};
    strong {
      color: ${tones.success};
    }
  `,
} as const;

const ToastItem = observer(function ToastItem(props: { readonly toast: ToastData }) {
  const { toast: item } = props;
  const notifications = useStore(NotificationStore);
  const { t } = useStore(TranslationStore);

  return (
    // The live region sits inside the list item: a list holds list items only (axe `list`).
    <li>
      <div
        className={cx(toast, kinds[item.kind])}
        role={item.kind === 'error' ? 'alert' : 'status'}
      >
        <strong>{t(item.title, item.params)}</strong>
        <p>{t(item.message, item.params)}</p>
        <button
          type="button"
          aria-label={t('Toast_Dismiss')}
          onClick={() => notifications.dismiss(item.id)}
        >
          ×
        </button>
      </div>
    </li>
  );
});

/**
 * docs/product.md#site-wide-layout toasts at the top centre, docs/product.md#errors: red for
 * errors, green for successes. The list is a manual popover, raised again on every new toast, so a
 * toast shows above an open modal dialog (which sits in the browser's top layer, above any z-index)
 * too.
 */
export const Toasts = observer(function Toasts() {
  const notifications = useStore(NotificationStore);
  const { t } = useStore(TranslationStore);
  const ref = useRef<HTMLUListElement>(null);
  const newest = notifications.toasts.at(-1)?.id;

  useEffect(() => {
    const list = ref.current;
    if (!list || !POPOVER_SUPPORTED) return;
    list.setAttribute('popover', 'manual');
    // Hiding and showing again puts the list on top of whatever entered the top layer since.
    if (isOpenPopover(list)) list.hidePopover();
    if (newest !== undefined) list.showPopover();
  }, [newest]);

  return (
    <ul ref={ref} className={stack} aria-label={t('Toasts_Label')}>
      {notifications.toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </ul>
  );
});

function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
