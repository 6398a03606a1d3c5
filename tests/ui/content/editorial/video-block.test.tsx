import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { picture, renderEditorial } from './render-editorial';

const film = (fields: Record<string, unknown>) => ({
  _uid: 'v',
  component: 'video',
  poster: picture('/media/content/workshop.svg', 'Hands at the wheel'),
  caption: 'A day in the workshop',
  ...fields,
});

/** A viewport `width` px wide, as `matchMedia` answers it. */
function viewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('video (docs/product.md#content-blocks: desktop and mobile sources, poster, caption)', () => {
  const sources = {
    desktop_video: { filename: '/media/content/wheel-desktop.webm', alt: '' },
    mobile_video: { filename: '/media/content/wheel-mobile.webm', alt: '' },
  };

  it('plays the desktop source from 768 px, with poster, controls and caption, never by itself', async () => {
    viewport(1440);
    const { view } = await renderEditorial([film(sources)]);
    const figure = await screen.findByRole('figure');
    const video = view.container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/content/wheel-desktop.webm');
    expect(video).toHaveAttribute('poster', '/media/content/workshop.svg');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(within(figure).getByText('A day in the workshop').tagName).toBe('FIGCAPTION');
  });

  // docs/decisions/0107: one address, the image service's webp, whatever the screen.
  it.each([390, 1440])(
    'asks the image service for the poster, as for any picture (%i px)',
    async (width) => {
      viewport(width);
      const { view } = await renderEditorial([
        film({ ...sources, poster: picture('/media/content/workshop.jpg', 'Hands at the wheel') }),
      ]);
      await screen.findByRole('figure');
      expect(view.container.querySelector('video')).toHaveAttribute(
        'poster',
        '/media/content/workshop.jpg/m/1920x0/filters:quality(75):format(webp)',
      );
    },
  );

  it('gives no poster from an address no picture may come from', async () => {
    viewport(1440);
    const { view } = await renderEditorial([
      film({ ...sources, poster: picture('javascript:alert(1)', 'Hands at the wheel') }),
    ]);
    await screen.findByRole('figure');
    const video = view.container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/content/wheel-desktop.webm');
    expect(video).not.toHaveAttribute('poster');
  });

  it('plays the mobile source under 768 px', async () => {
    viewport(390);
    const { view } = await renderEditorial([film(sources)]);
    await screen.findByRole('figure');
    expect(view.container.querySelector('video')).toHaveAttribute(
      'src',
      '/media/content/wheel-mobile.webm',
    );
  });

  it('only loops silently when the editors ask for it', async () => {
    viewport(1440);
    const { view } = await renderEditorial([film({ ...sources, autoplay: true })]);
    await screen.findByRole('figure');
    const video = view.container.querySelector('video');
    expect(video).toHaveAttribute('autoplay');
    expect(video?.muted).toBe(true);
  });

  it('shows the poster alone, never a broken player, when the sources are empty', async () => {
    const { view } = await renderEditorial([
      film({ desktop_video: { filename: '', alt: '' }, mobile_video: { filename: '', alt: '' } }),
    ]);
    const figure = await screen.findByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Hands at the wheel' })).toBeInTheDocument();
    expect(view.container.querySelector('video')).toBeNull();
  });

  it('shows nothing with neither a source nor a poster', async () => {
    const { view } = await renderEditorial([
      { _uid: 'v', component: 'video', caption: 'Lost' },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    await screen.findByRole('heading', { name: 'After' });
    expect(view.container.querySelector('figure')).toBeNull();
  });
});
