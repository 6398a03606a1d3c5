import { css, cx } from '@linaria/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stripButtons, stripTarget } from '@/domain/editorial/strip-scroll';
import { media } from '@/ui/styles/breakpoints';
import { colors } from '@/ui/styles/tokens';

/**
 * A row that swipes (or scrolls) sideways and snaps to each entry (docs/product.md#site-wide-layout
 * swipeable images, live-shopping slider). Each user sets its entries' widths
 * (`li { flex-basis }`); to change what is set here, a user's rule needs `&&` (the stylesheets'
 * order is not guaranteed).
 */
export const scrollStrip = css`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0 0 0.5rem;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  list-style: none;
  & > li {
    flex-grow: 0;
    flex-shrink: 0;
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    scroll-behavior: auto;
  }
`;

const buttons = css`
  display: flex;
  gap: 0.5rem;
  margin-left: auto;
  button {
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${colors.ink};
    border-radius: 50%;
    background: ${colors.paper};
    color: ${colors.ink};
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${colors.ink};
    color: #fff;
  }
  button:disabled {
    border-color: ${colors.line};
    color: ${colors.line};
    cursor: default;
  }
  button:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

/**
 * The strip's state: whether it can step back or on (measured on scroll and resize), and a
 * step of one entry (its width plus the gap) in either direction.
 */
export function useScrollStrip(entries: number) {
  const list = useRef<HTMLUListElement>(null);
  const [can, setCan] = useState({ prev: false, next: entries > 1 });

  const measure = useCallback(() => {
    if (list.current) setCan(stripButtons(list.current));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const step = useCallback((direction: -1 | 1) => {
    const element = list.current;
    if (!element) return;
    const first = element.firstElementChild;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const width = first ? first.getBoundingClientRect().width + gap : element.clientWidth;
    element.scrollTo({ left: stripTarget(element, direction, width) });
  }, []);

  return { list, can, measure, step };
}

export interface StripButtonsProps {
  readonly can: { readonly prev: boolean; readonly next: boolean };
  readonly onStep: (direction: -1 | 1) => void;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly className?: string;
}

/** Previous and next buttons that step the strip one entry and rest at either end. */
export function StripButtons(props: StripButtonsProps) {
  const { can, onStep, previousLabel, nextLabel, className } = props;
  return (
    <div className={cx(buttons, className)}>
      <button
        type="button"
        aria-label={previousLabel}
        disabled={!can.prev}
        onClick={() => onStep(-1)}
      >
        ←
      </button>
      <button type="button" aria-label={nextLabel} disabled={!can.next} onClick={() => onStep(1)}>
        →
      </button>
    </div>
  );
}
