import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { videoSource } from '@/domain/editorial/video-source';

describe('videoSource (docs/product.md#content-blocks: separate desktop and mobile sources)', () => {
  const both = { desktop: '/d.mp4', mobile: '/m.mp4' };

  it('plays the mobile source on a phone and the desktop one from 768 px', () => {
    expect(videoSource(both, true)).toBe('/m.mp4');
    expect(videoSource(both, false)).toBe('/d.mp4');
  });

  it('falls back to the other source, and to none (the poster) without either', () => {
    expect(videoSource({ desktop: '/d.mp4', mobile: '' }, true)).toBe('/d.mp4');
    expect(videoSource({ desktop: ' ', mobile: '/m.mp4' }, false)).toBe('/m.mp4');
    expect(videoSource({ desktop: '', mobile: '  ' }, true)).toBeUndefined();
  });

  test.prop([fc.string(), fc.string(), fc.boolean()])(
    'answers one of the given sources, or none only when both are blank',
    (desktop, mobile, isMobile) => {
      const chosen = videoSource({ desktop, mobile }, isMobile);
      if (chosen === undefined) expect(desktop.trim() + mobile.trim()).toBe('');
      else expect([desktop.trim(), mobile.trim()]).toContain(chosen);
    },
  );
});
