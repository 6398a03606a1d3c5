import { css } from '@linaria/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import {
  maxScroll,
  scrollbarValue,
  scrollForDrag,
  scrollForKey,
  timelineThumb,
  type StripMetrics,
} from '@/domain/sustainability/timeline-scrollbar';
import { colors } from '@/ui/styles/tokens';

const track = css`
  position: relative;
  height: 1.5rem;
  cursor: pointer;
  touch-action: none;
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    right: 0;
    left: 0;
    height: 2px;
    background: ${colors.line};
    transform: translateY(-50%);
  }
  &:focus-visible {
    outline: 2px solid ${colors.ink};
    outline-offset: 2px;
  }
  &[hidden] {
    display: none;
  }
`;

const thumb = css`
  position: absolute;
  top: 50%;
  height: 0.375rem;
  border-radius: 999px;
  background: ${colors.ink};
  transform: translateY(-50%);
  cursor: grab;
  [data-dragging] > & {
    cursor: grabbing;
  }
`;

interface Drag {
  readonly pointerId: number;
  readonly startX: number;
  readonly startScroll: number;
}

export interface TimelineScrollbarProps {
  /** The id of the strip it scrolls. */
  readonly controls: string;
  readonly label: string;
  readonly metrics: StripMetrics;
  /** How far one arrow key press moves the strip: one stage, measured when pressed. */
  readonly stepPx: () => number;
  /** Scrolls the strip to `scrollLeft`. */
  readonly onScrollTo: (scrollLeft: number) => void;
}

/**
 * docs/product.md#content-blocks sustainability timeline, docs/product.md#constants-and-limits: the
 * strip's own scrollbar. Its thumb is the visible share of the strip (at most 85 % of the track)
 * and follows the strip's scroll; dragging the thumb, pressing on the track or the arrow, Home and
 * End keys scroll the strip.
 */
export function TimelineScrollbar(props: TimelineScrollbarProps) {
  const { controls, label, metrics, stepPx, onScrollTo } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const { size, offset } = timelineThumb(metrics);

  const trackWidth = () => trackRef.current?.clientWidth ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const element = event.currentTarget;
    element.focus();
    let startScroll = metrics.scrollLeft;
    if (!(event.target instanceof HTMLElement && event.target.dataset['thumb'] !== undefined)) {
      const left = element.getBoundingClientRect().left;
      const thumbCentre = left + (offset + size / 2) * trackWidth();
      startScroll = scrollForDrag(metrics, startScroll, event.clientX - thumbCentre, trackWidth());
      onScrollTo(startScroll);
    }
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startScroll };
    element.setPointerCapture?.(event.pointerId);
    element.dataset['dragging'] = '';
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dragPx = event.clientX - current.startX;
    onScrollTo(scrollForDrag(metrics, current.startScroll, dragPx, trackWidth()));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = undefined;
    delete event.currentTarget.dataset['dragging'];
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const scrollLeft = scrollForKey(metrics, event.key, stepPx());
    if (scrollLeft === undefined) return;
    event.preventDefault();
    onScrollTo(scrollLeft);
  };

  return (
    <div
      ref={trackRef}
      className={track}
      role="scrollbar"
      tabIndex={0}
      aria-label={label}
      aria-controls={controls}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={scrollbarValue(metrics)}
      hidden={maxScroll(metrics) === 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <div
        className={thumb}
        data-thumb=""
        style={{ left: `${offset * 100}%`, width: `${size * 100}%` }}
      />
    </div>
  );
}
