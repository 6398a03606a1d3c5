import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { renderPhotograph } from '@/server/media/photograph';

const drawing = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#f1eee8"/><circle cx="400" cy="500" r="280" fill="#2f5241"/></svg>',
);

describe('a seeded drawing rendered as a photograph (docs/operations.md#pictures)', () => {
  it('lets the server answer other requests while it shades, a slice of rows at a time', async () => {
    // The longest the event loop went without a turn, against the whole rendering: shaded in one
    // go, the shading (most of a rendering) is one long stretch.
    let longest = 0;
    let last = performance.now();
    let rendering = true;
    const turn = (): void => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (rendering) setImmediate(turn);
    };
    setImmediate(turn);
    const started = performance.now();
    const picture = await renderPhotograph(drawing, { seed: 'plate', flatGround: true });
    const whole = performance.now() - started;
    rendering = false;

    expect(picture.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(longest).toBeLessThan(whole / 4);
  });
});
