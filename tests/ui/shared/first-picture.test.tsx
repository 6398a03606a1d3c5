import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from '@/ui/catalogue/product-image';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { FirstPictureScope } from '@/ui/shared/first-picture';

afterEach(cleanup);

const plate = (alt: string, position: number) => (
  <ProductImage src="/media/products/plate-sand.jpg" alt={alt} position={position} sizes="50vw" />
);

const priorities = () =>
  screen
    .getAllByRole('img')
    .map((img) => `${img.getAttribute('alt')}:${img.getAttribute('fetchpriority') ?? '-'}`);

describe('one high-priority picture per page', () => {
  it('gives it to the first picture that shows at the top, not to every list’s first', () => {
    render(
      <StrictMode>
        <FirstPictureScope page="/se">
          <ContentPicture
            image={{ filename: '/media/content/vase.jpg', alt: 'hero' }}
            sizes="100vw"
            width={800}
            height={800}
            eager
          />
          {plate('first list', 0)}
          {plate('second', 1)}
          {plate('second list', 0)}
        </FirstPictureScope>
      </StrictMode>,
    );
    expect(priorities()).toEqual(['hero:high', 'first list:-', 'second:-', 'second list:-']);
  });

  it('gives it afresh on another page, and keeps it for a picture rendered again', () => {
    const page = (path: string) => (
      <FirstPictureScope page={path}>
        {plate('a', 0)}
        {plate('b', 0)}
      </FirstPictureScope>
    );
    const { rerender } = render(page('/se/a'));
    rerender(page('/se/a'));
    expect(priorities()).toEqual(['a:high', 'b:-']);
    rerender(page('/se/b'));
    expect(priorities()).toEqual(['a:high', 'b:-']);
  });

  it('preloads the chosen picture with the same sources its image asks for', () => {
    render(<FirstPictureScope page="/se">{plate('a', 0)}</FirstPictureScope>);
    const img = screen.getByRole('img');
    const preload = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].find(
      (link) => link.getAttribute('imagesrcset')?.includes('plate-sand'),
    );
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe(img.getAttribute('sizes'));
  });

  it('leaves a picture outside any page to ask for itself', () => {
    render(
      <>
        {plate('a', 0)}
        {plate('b', 0)}
      </>,
    );
    expect(priorities()).toEqual(['a:high', 'b:high']);
  });
});
