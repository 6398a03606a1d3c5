import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Blok } from '@/domain/content/story';
import { heroMedia, heroStill } from '@/domain/hero/hero-media';
import { anyFieldValue } from '../../support/blok-arbitraries';

const hero = (fields: Record<string, unknown>): Blok => ({
  _uid: 'h',
  component: 'hero',
  ...fields,
});
const asset = (filename: string, alt = '') => ({ filename, alt });

describe('hero media (docs/product.md#hero: images or videos)', () => {
  it('plays a film over its poster, the phone cut and poster second', () => {
    const media = heroMedia(
      hero({
        videos: [asset('/film.webm'), asset('/film-phone.webm')],
        images: [asset('/poster.jpg', 'Hands at the wheel'), asset('/poster-phone.jpg')],
      }),
    );
    expect(media).toEqual({
      kind: 'film',
      film: { desktop: asset('/film.webm'), mobile: asset('/film-phone.webm') },
      poster: {
        desktop: asset('/poster.jpg', 'Hands at the wheel'),
        mobile: asset('/poster-phone.jpg'),
      },
    });
    expect(heroStill(media)).toEqual(media.kind === 'film' ? media.poster : undefined);
  });

  it('shows the picture when the film was cleared, and nothing without either', () => {
    const picture = heroMedia(
      hero({ videos: [{ filename: null }, asset('')], images: [asset('/table.jpg', 'A table')] }),
    );
    expect(picture).toEqual({
      kind: 'picture',
      picture: { desktop: asset('/table.jpg', 'A table'), mobile: undefined },
    });
    expect(heroMedia(hero({}))).toEqual({ kind: 'none' });
    expect(heroStill({ kind: 'none' })).toBe(undefined);
  });

  test.prop([anyFieldValue, anyFieldValue])(
    'any fields give media the hero can show',
    (videos, images) => {
      const media = heroMedia(hero({ videos, images }));
      expect(['none', 'picture', 'film']).toContain(media.kind);
      if (media.kind === 'film') expect(media.film.desktop.filename).not.toBe('');
    },
  );
});
