import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picture, renderEditorial, storyLink } from './render-editorial';

describe('call-to-action and image buttons (docs/product.md#content-blocks)', () => {
  it('shows a primary and a secondary call to action leading to their pages', async () => {
    await renderEditorial([
      {
        _uid: 'a',
        component: 'cta_button',
        label: 'Shop plates',
        link: storyLink('en/servering/tallrikar'),
        style: 'primary',
      },
      {
        _uid: 'b',
        component: 'cta_button',
        label: 'About us',
        link: storyLink('en/about-us'),
        style: 'secondary',
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Shop plates' })).toHaveAttribute(
      'href',
      '/se-en/servering/tallrikar',
    );
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/se-en/about-us',
    );
    expect(screen.getByRole('link', { name: 'Shop plates' }).className).not.toBe(
      screen.getByRole('link', { name: 'About us' }).className,
    );
  });

  it('shows no call to action without a label or a link', async () => {
    await renderEditorial([
      { _uid: 'a', component: 'cta_button', label: '', link: storyLink('en/about-us') },
      { _uid: 'b', component: 'cta_button', label: 'Nowhere' },
      { _uid: 'h', component: 'headline', text: 'After' },
    ]);
    await screen.findByRole('heading', { name: 'After' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Nowhere')).not.toBeInTheDocument();
  });

  it('shows an image button as one link named by its label', async () => {
    await renderEditorial([
      {
        _uid: 'i',
        component: 'image_button',
        image: picture('/media/content/bowls.svg', 'Bowls on a shelf'),
        label: 'Bowls',
        link: storyLink('en/servering/skålar'),
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Bowls' });
    expect(link).toHaveAttribute('href', '/se-en/servering/skålar');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });
});
