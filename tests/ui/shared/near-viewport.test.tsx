import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { ProductImage } from '@/ui/catalogue/product-image';

/** A stand-in IntersectionObserver that reports what a test says is near. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  comeNear(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

function observerWatching(element: Element): FakeObserver {
  const observer = FakeObserver.made.find((made) => made.watched.has(element));
  if (!observer) throw new Error('nothing watches the picture');
  return observer;
}

const product = (position: number) => (
  <ProductImage src="/media/products/plate-sand.svg" alt="Plate" position={position} sizes="50vw" />
);

describe('pictures load within 150 px of the viewport (docs/product.md#images)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives a list picture past the first 8 its source only once it comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(product(8));
    const picture = screen.getByRole('img', { name: 'Plate' });
    expect(picture).not.toHaveAttribute('src');
    expect(picture).not.toHaveAttribute('srcset');
    const observer = observerWatching(picture);
    expect(observer.options.rootMargin).toBe('150px');
    act(() => observer.comeNear(picture));
    expect(picture.getAttribute('src')).toContain('plate-sand');
    expect(observer.watched.has(picture)).toBe(false);
  });

  it('gives the first 8 their source at once, loading eagerly', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(product(7));
    const picture = screen.getByRole('img', { name: 'Plate' });
    expect(picture.getAttribute('src')).toContain('plate-sand');
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it("leaves it to the browser's own lazy loading where there is no observer", () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(product(12));
    const picture = screen.getByRole('img', { name: 'Plate' });
    expect(picture.getAttribute('src')).toContain('plate-sand');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('does the same for an editorial picture that is not eager', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const image = { filename: '/media/content/workshop.svg', alt: 'The workshop' };
    render(<ContentPicture image={image} sizes="100vw" width={1600} height={900} />);
    const picture = screen.getByRole('img', { name: 'The workshop' });
    expect(picture).not.toHaveAttribute('src');
    act(() => observerWatching(picture).comeNear(picture));
    expect(picture.getAttribute('src')).toContain('workshop');
  });
});
