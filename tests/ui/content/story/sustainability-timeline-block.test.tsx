import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './render-story-blocks';

const STAGE_PX = 400;
const VIEW_PX = 1000;
const TRACK_PX = 800;

/** Gives the strip and the track the sizes a browser would lay them out at. */
function layOut(strip: HTMLElement, track: HTMLElement, stages: number) {
  let scrollLeft = 0;
  Object.defineProperties(strip, {
    clientWidth: { configurable: true, get: () => VIEW_PX },
    scrollWidth: { configurable: true, get: () => stages * STAGE_PX },
    scrollLeft: {
      configurable: true,
      get: () => scrollLeft,
      set: (value: number) => (scrollLeft = value),
    },
  });
  for (const stage of Array.from(strip.children)) {
    Object.defineProperty(stage, 'offsetWidth', { configurable: true, get: () => STAGE_PX });
  }
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => TRACK_PX });
  track.getBoundingClientRect = () => ({ left: 0, width: TRACK_PX }) as DOMRect;
  fireEvent.scroll(strip);
}

async function renderTimeline(stages = 5) {
  await renderBlocks([
    {
      _uid: 't',
      component: 'sustainability_timeline',
      headline: 'From clay pit to table',
      stages: Array.from({ length: stages }, (_, index) => ({
        _uid: `s${index}`,
        component: 'timeline_stage',
        name: `Stage ${index + 1}`,
        image: { filename: '/media/content/workshop.svg', alt: `Picture ${index + 1}` },
      })),
    },
  ]);
  const section = await screen.findByRole('region', { name: 'From clay pit to table' });
  const strip = within(section).getByRole('list', { name: 'Stages' });
  const track = within(section).getByRole('scrollbar', { hidden: true });
  layOut(strip, track, stages);
  const thumb = track.querySelector('[data-thumb]') as HTMLElement;
  return { strip, track, thumb };
}

describe('the sustainability timeline (docs/product.md#content-blocks)', () => {
  it('shows each stage with its name and picture, and a scrollbar that controls the strip', async () => {
    const { strip, track, thumb } = await renderTimeline();
    expect(screen.getByRole('scrollbar')).toBe(track);
    expect(within(strip).getAllByRole('listitem')).toHaveLength(5);
    expect(within(strip).getByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    expect(within(strip).getByText('Stage 2')).toBeInTheDocument();
    expect(track).toHaveAccessibleName('Scroll the timeline');
    expect(track).toHaveAttribute('aria-controls', strip.id);
    expect(track).toHaveAttribute('aria-orientation', 'horizontal');
    expect(track).toHaveAttribute('aria-valuemin', '0');
    expect(track).toHaveAttribute('aria-valuemax', '100');
    expect(track).toHaveAttribute('aria-valuenow', '0');
    expect(thumb.style.width).toBe('50%');
    expect(thumb.style.left).toBe('0%');
  });

  it('moves the thumb along when the strip itself scrolls', async () => {
    const { strip, track, thumb } = await renderTimeline();
    strip.scrollLeft = 500;
    fireEvent.scroll(strip);
    expect(track).toHaveAttribute('aria-valuenow', '50');
    expect(thumb.style.left).toBe('25%');
  });

  it('scrolls a stage per arrow key, and to the ends with Home and End', async () => {
    const { strip, track } = await renderTimeline();
    track.focus();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(strip.scrollLeft).toBe(STAGE_PX);
    expect(track).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(track, { key: 'End' });
    expect(strip.scrollLeft).toBe(1000);
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(strip.scrollLeft).toBe(1000);
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(strip.scrollLeft).toBe(600);
    fireEvent.keyDown(track, { key: 'Home' });
    expect(strip.scrollLeft).toBe(0);
  });

  it('scrolls the strip as the thumb is dragged, never past its end', async () => {
    const { strip, track, thumb } = await renderTimeline();
    fireEvent.pointerDown(thumb, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 300 });
    expect(strip.scrollLeft).toBe(500);
    expect(thumb.style.left).toBe('25%');
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 2000 });
    expect(strip.scrollLeft).toBe(1000);
    expect(thumb.style.left).toBe('50%');
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 2000 });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 0 });
    expect(strip.scrollLeft).toBe(1000);
  });

  it('jumps to where the track is pressed', async () => {
    const { strip, track } = await renderTimeline();
    fireEvent.pointerDown(track, { pointerId: 2, button: 0, clientX: 600 });
    expect(strip.scrollLeft).toBe(1000);
    expect(track).toHaveAttribute('aria-valuenow', '100');
  });

  it('hides the scrollbar when every stage fits', async () => {
    const { track } = await renderTimeline(2);
    expect(track).not.toBeVisible();
    expect(screen.queryByRole('scrollbar')).toBeNull();
  });
});
