import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picture, renderEditorial, storyLink } from './render-editorial';

const imageText = (layout: unknown) => ({
  _uid: `it-${String(layout)}`,
  component: 'image_text',
  headline: `Workshop ${String(layout)}`,
  text: '<p>Thrown <strong>by hand</strong>.</p><script>alert(1)</script>',
  image: picture('/media/content/workshop.svg', 'Throwing a bowl'),
  layout,
  cta_label: 'About us',
  link: storyLink('en/about-us'),
});

describe('image plus text (docs/product.md#content-blocks)', () => {
  it('shows picture, headline, sanitized rich text and the call to action', async () => {
    await renderEditorial([imageText('left')]);
    const section = await screen.findByRole('region', { name: 'Workshop left' });
    expect(within(section).getByRole('img', { name: 'Throwing a bowl' })).toBeInTheDocument();
    expect((await within(section).findByText('by hand')).tagName).toBe('STRONG');
    expect(section.querySelector('script')).toBeNull();
    expect(within(section).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/se-en/about-us',
    );
  });

  it('gives its picture as a text block: quality 90, 900 px on a phone, 1900 px wider (docs/product.md#images)', async () => {
    await renderEditorial([
      { ...imageText('left'), image: picture('/media/content/workshop.jpg', 'Throwing a bowl') },
    ]);
    const section = await screen.findByRole('region', { name: 'Workshop left' });
    const image = within(section).getByRole('img', { name: 'Throwing a bowl' });
    const at = (width: number) =>
      `/media/content/workshop.jpg/m/${width}x0/filters:quality(90):format(webp)`;
    await waitFor(() => expect(image).toHaveAttribute('src', at(900)));
    const source = image.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source).toHaveAttribute('srcset', at(1900));
    expect(image).not.toHaveAttribute('srcset');
  });

  it('takes each of the four layouts, and reads an unknown one as left', async () => {
    await renderEditorial(
      ['left', 'right', 'full-width', 'full-width-right', 'diagonal'].map(imageText),
    );
    const layoutOf = async (name: string) =>
      (await screen.findByRole('region', { name })).getAttribute('data-layout');
    expect(await layoutOf('Workshop right')).toBe('right');
    expect(await layoutOf('Workshop full-width')).toBe('full-width');
    expect(await layoutOf('Workshop full-width-right')).toBe('full-width-right');
    expect(await layoutOf('Workshop diagonal')).toBe('left');
  });

  it('shows the text alone without a picture, and no call to action without a link', async () => {
    await renderEditorial([
      {
        _uid: 'x',
        component: 'image_text',
        headline: 'Just words',
        text: 'Plain text.',
        cta_label: 'Go',
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Just words' });
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).getByText('Plain text.').tagName).toBe('P');
    expect(within(section).queryByText('Go')).not.toBeInTheDocument();
  });
});
