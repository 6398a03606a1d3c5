import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { picture, renderEditorial } from './render-editorial';

/** Gives the strip a 600 px window over 6 pictures of 300 px, and a working `scrollTo`. */
function measureStrip(strip: HTMLElement) {
  let left = 0;
  Object.defineProperties(strip, {
    clientWidth: { configurable: true, get: () => 600 },
    scrollWidth: { configurable: true, get: () => 1800 },
    scrollLeft: { configurable: true, get: () => left },
    scrollTo: {
      configurable: true,
      value: ({ left: to }: { left: number }) => {
        left = to;
        fireEvent.scroll(strip);
      },
    },
  });
  for (const item of Array.from(strip.children)) {
    item.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
  }
  fireEvent.scroll(strip);
}

describe('swipeable images (docs/product.md#content-blocks)', () => {
  it('steps through the strip with named previous and next buttons, resting at either end', async () => {
    const user = userEvent.setup();
    await renderEditorial([
      {
        _uid: 's',
        component: 'swipeable_images',
        headline: 'On the table',
        images: [1, 2, 3, 4, 5, 6].map((index) => picture(`/p${index}.svg`, `Plate ${index}`)),
      },
    ]);
    const section = await screen.findByRole('region', { name: 'On the table' });
    const strip = within(section).getByRole('list', { name: 'Pictures, swipe sideways' });
    expect(within(strip).getAllByRole('img')).toHaveLength(6);
    expect(within(strip).getByRole('img', { name: 'Plate 6' })).toBeInTheDocument();
    measureStrip(strip);

    const previous = within(section).getByRole('button', { name: 'Previous picture' });
    const next = within(section).getByRole('button', { name: 'Next picture' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(strip.scrollLeft).toBe(300);
    expect(previous).toBeEnabled();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(strip.scrollLeft).toBe(1200);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(strip.scrollLeft).toBe(900);
    expect(next).toBeEnabled();
  });

  it('can be scrolled from the keyboard: the strip takes focus', async () => {
    await renderEditorial([
      { _uid: 's', component: 'swipeable_images', images: [picture('/p1.svg', 'Plate 1')] },
    ]);
    const strip = await screen.findByRole('list', { name: 'Pictures, swipe sideways' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Picture strip' })).toBeInTheDocument();
  });
});
