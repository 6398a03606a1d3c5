import { css, cx } from '@linaria/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { OVERLAY_DEPTH } from '@/ui/styles/layout';
import { media } from '@/ui/styles/breakpoints';

/** Where the dialog sits: a centred modal, or a drawer sliding in from a side. */
export type DialogPlacement = 'centre' | 'left' | 'right';

const dialog = css`
  border: none;
  padding: 0;
  max-width: 100vw;
  max-height: 100dvh;
  color: inherit;
  background: #fff;
  z-index: ${OVERLAY_DEPTH.sidebar};
  &::backdrop {
    background: rgb(31 28 25 / 45%);
  }
`;

const placements: Record<DialogPlacement, string> = {
  centre: css`
    margin: auto;
    width: min(100vw - 2rem, 40rem);
    border-radius: 4px;
  `,
  left: css`
    margin: 0 auto 0 0;
    width: min(100vw, 28rem);
    height: 100dvh;
  `,
  right: css`
    margin: 0 0 0 auto;
    width: 100vw;
    height: 100dvh;
    ${media.md} {
      width: 50vw;
    }
    ${media.lg} {
      width: 49.6rem;
    }
  `,
};

export interface DialogProps {
  readonly open: boolean;
  /** Called when the shopper asks to close it (Escape, the backdrop, a close button). */
  readonly onClose: () => void;
  /** The accessible name. */
  readonly label: string;
  readonly placement?: DialogPlacement;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog or drawer on the platform's own `<dialog>`: while open, the rest of the page
 * is inert (focus stays inside), Escape closes it, and focus returns to what opened it — no
 * hand-written focus trap (docs/product.md#panels, focus rules).
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, label, placement = 'centre', className, children } = props;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop's click; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      aria-label={label}
      className={cx(dialog, placements[placement], className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
