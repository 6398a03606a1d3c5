import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picture, renderEditorial, storyLink } from './render-editorial';

const item = (index: number, fields: Record<string, unknown> = {}) => ({
  _uid: `i${index}`,
  component: 'image_group_item',
  image: picture(`/media/content/p${index}.svg`, `Picture ${index}`),
  caption: `Room ${index}`,
  link: storyLink(`en/room-${index}`),
  ...fields,
});

describe('image group (docs/product.md#content-blocks: 4 images or videos, headline, caption, cta)', () => {
  it('shows headline, caption, four linked pictures and the call to action', async () => {
    await renderEditorial([
      {
        _uid: 'g',
        component: 'image_group',
        headline: 'Find your way',
        caption: 'Four places to start',
        cta_label: 'See everything',
        link: storyLink('en/servering'),
        items: [1, 2, 3, 4, 5].map((index) => item(index)),
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Find your way' });
    expect(within(section).getByText('Four places to start')).toBeInTheDocument();
    const list = within(section).getByRole('list');
    await within(list).findByRole('link', { name: 'Room 4' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Room 1' })).toHaveAttribute(
      'href',
      '/se-en/room-1',
    );
    expect(within(list).queryByText('Room 5')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See everything' })).toHaveAttribute(
      'href',
      '/se-en/servering',
    );
  });

  it('plays a video item silently, looping, with its picture as poster', async () => {
    const { view } = await renderEditorial([
      {
        _uid: 'g',
        component: 'image_group',
        headline: 'Workshop',
        items: [
          item(1, { video: { filename: '/media/content/wheel-mobile.webm', alt: '' } }),
          item(2),
        ],
      },
    ]);
    await screen.findByRole('link', { name: 'Room 1' });
    const video = view.container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/content/wheel-mobile.webm');
    expect(video).toHaveAttribute('poster', '/media/content/p1.svg');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
  });

  it('asks the image service for a video item’s poster, at the width of a quarter page', async () => {
    const { view } = await renderEditorial([
      {
        _uid: 'g',
        component: 'image_group',
        headline: 'Workshop',
        items: [
          item(1, {
            image: picture('/media/content/workshop.jpg', 'Hands at the wheel'),
            video: { filename: '/media/content/wheel-mobile.webm', alt: '' },
          }),
        ],
      },
    ]);
    await screen.findByRole('link', { name: 'Room 1' });
    expect(view.container.querySelector('video')).toHaveAttribute(
      'poster',
      '/media/content/workshop.jpg/m/960x0/filters:quality(75):format(webp)',
    );
  });
});
