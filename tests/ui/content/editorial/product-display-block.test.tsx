import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picture, renderEditorial, storyLink } from './render-editorial';

describe('product display (docs/product.md#content-blocks: title, subtitle, size xs to xl)', () => {
  it('features a catalogue product: its picture, name and price, title, subtitle and a link to it', async () => {
    await renderEditorial([
      {
        _uid: 'd',
        component: 'product_display',
        title: 'This autumn’s teapot',
        subtitle: 'One litre, thrown in one piece.',
        size: 'xl',
        sku: 'LERA-TEKANNA-EARTH',
        cta_label: 'See the teapot',
      },
    ]);
    const section = await screen.findByRole('region', { name: 'This autumn’s teapot' });
    expect(section).toHaveAttribute('data-size', 'xl');
    expect(
      within(section).getByRole('heading', { name: 'This autumn’s teapot' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('One litre, thrown in one piece.')).toBeInTheDocument();
    expect(within(section).getByText('Teapot 1 l')).toBeInTheDocument();
    expect(within(section).getByText(/kr|SEK/)).toBeInTheDocument();
    // A picture gets its source once mounted (near the viewport), a render after the section.
    await waitFor(() =>
      expect(within(section).getByRole('img').getAttribute('src')).toContain('tekanna-earth'),
    );
    expect(within(section).getByRole('link', { name: 'See the teapot' })).toHaveAttribute(
      'href',
      '/se-en/tekanna-earth',
    );
  });

  it("shows the editors' picture and link without a product, at size md when the size is unknown", async () => {
    await renderEditorial([
      {
        _uid: 'd',
        component: 'product_display',
        title: 'Gift card',
        subtitle: "When you can't choose",
        size: 'huge',
        image: picture('/media/content/vase.svg', 'A vase'),
        cta_label: 'Read more',
        link: storyLink('en/about-us'),
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Gift card' });
    expect(section).toHaveAttribute('data-size', 'md');
    expect(within(section).getByRole('img', { name: 'A vase' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      '/se-en/about-us',
    );
  });

  it.each(['xs', 'sm', 'md', 'lg', 'xl'])('takes size %s', async (size) => {
    await renderEditorial([
      { _uid: 'd', component: 'product_display', title: `Size ${size}`, size },
    ]);
    expect(await screen.findByRole('region', { name: `Size ${size}` })).toHaveAttribute(
      'data-size',
      size,
    );
  });
});
