import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blok } from '@/domain/content/story';
import { HERO_HEIGHTS } from '@/domain/hero/hero-options';
import { renderShop } from '../../render-shop';
import { pageOf, renderStory } from '../render-story';

const page = pageOf;

const heroBlok = (uid: string, fields: Record<string, unknown> = {}): Blok => ({
  _uid: uid,
  component: 'hero',
  headline: `Hero ${uid}`,
  images: [{ filename: '/media/content/hero-table.svg', alt: `Table ${uid}` }],
  ...fields,
});

afterEach(() => vi.restoreAllMocks());

describe('the hero block (docs/product.md#hero)', () => {
  it('places its content by the editors’ position and keeps each height', async () => {
    await renderStory(
      page([
        heroBlok('a', { content_position: 'bottom-left', height: 'full-height-reveal' }),
        heroBlok('b', { content_position: 'top-right', height: 'square', tint: 'dark' }),
        heroBlok('c', { content_position: 'center', height: 'nonsense', color: 'light' }),
        heroBlok('d', { content_position: 'right', height: 'half-height', tint: 'light' }),
      ]),
    );
    const a = await screen.findByRole('region', { name: 'Hero a' });
    expect(a).toHaveAttribute('data-vertical', 'end');
    expect(a).toHaveAttribute('data-horizontal', 'start');
    expect(a).toHaveAttribute('data-height', 'full-height-reveal');
    expect(a).not.toHaveAttribute('data-tint');
    const b = screen.getByRole('region', { name: 'Hero b' });
    expect(b).toHaveAttribute('data-vertical', 'start');
    expect(b).toHaveAttribute('data-horizontal', 'end');
    expect(b).toHaveAttribute('data-height', 'square');
    expect(b).toHaveAttribute('data-tint', 'dark');
    expect(b).toHaveAttribute('data-colour', 'dark');
    const c = screen.getByRole('region', { name: 'Hero c' });
    expect(c).toHaveAttribute('data-vertical', 'center');
    expect(c).toHaveAttribute('data-height', 'automatic');
    expect(c).toHaveAttribute('data-colour', 'light');
    const d = screen.getByRole('region', { name: 'Hero d' });
    expect(d).toHaveAttribute('data-vertical', 'center');
    expect(d).toHaveAttribute('data-horizontal', 'end');
    expect(d).toHaveAttribute('data-tint', 'light');
  });

  it('reads every height option', async () => {
    await renderStory(page(HERO_HEIGHTS.map((height) => heroBlok(height, { height }))));
    for (const height of HERO_HEIGHTS) {
      expect(await screen.findByRole('region', { name: `Hero ${height}` })).toHaveAttribute(
        'data-height',
        height,
      );
    }
  });

  it('loads the first hero’s picture at once with high priority, the others lazily, all sized', async () => {
    await renderStory(
      page([
        { _uid: 'h', component: 'headline', text: 'Above', level: 1 },
        heroBlok('first'),
        heroBlok('second'),
      ]),
    );
    const first = await screen.findByRole('img', { name: 'Table first' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = await screen.findByRole('img', { name: 'Table second' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '900');
    }
  });

  it('makes the whole hero one link: the call to action, or the headline without one', async () => {
    const link = { linktype: 'story', cached_url: 'en/about-us' };
    await renderStory(
      page([heroBlok('cta', { cta_label: 'Shop now', link }), heroBlok('plain', { link })]),
    );
    const cta = await screen.findByRole('region', { name: 'Hero cta' });
    expect(within(cta).getAllByRole('link')).toHaveLength(1);
    expect(within(cta).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/se-en/about-us',
    );
    const plain = screen.getByRole('region', { name: 'Hero plain' });
    expect(within(plain).getByRole('link', { name: 'Hero plain' })).toBeInTheDocument();
  });
});

describe('hero hotspots (docs/product.md#hero-hotspot)', () => {
  const hotspotStory = () =>
    page([
      heroBlok('spots', {
        hotspots: [
          { _uid: 's1', component: 'hero_hotspot', sku: 'LERA-MUGG-PINK', x: 70, y: 55 },
          { _uid: 's2', component: 'hero_hotspot', sku: 'NO-SUCH-SKU', x: 10, y: 10 },
        ],
      }),
    ]);

  it('shows a dot named after each product found, and opens its popup', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderStory(hotspotStory());
    const list = await screen.findByRole('list', { name: 'Products in the picture' });
    const dot = await within(list).findByRole('button', { name: /^Show Mug/ });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    await user.click(dot);
    const popup = await screen.findByRole('dialog', { name: /^Mug/ });
    expect(within(popup).getByRole('heading', { name: /^Mug/ })).toBeInTheDocument();
    expect(within(popup).getByText(/kr|SEK/)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Go to the product' })).toBeInTheDocument();
    const swatches = within(popup).queryAllByRole('button', { name: /^Colour:/ });
    expect(swatches.length).toBeLessThanOrEqual(4);

    // Escape: the browser fires `cancel` on the open dialog (jsdom has no modal dialogs).
    fireEvent(popup, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dot).toHaveAttribute('aria-expanded', 'false');

    await user.click(dot);
    const again = await screen.findByRole('dialog', { name: /^Mug/ });
    // A click outside lands on the dialog's backdrop, the dialog element itself.
    fireEvent.click(again);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts the quantity at 0, never below it, and adds nothing at 0', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderStory(hotspotStory());
    await user.click(await screen.findByRole('button', { name: /^Show Mug/ }));
    const popup = await screen.findByRole('dialog');
    const quantity = within(popup).getByRole('spinbutton', { name: 'Quantity' });
    const minus = within(popup).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(popup).getByRole('button', { name: 'Increase quantity' });
    const add = within(popup).getByRole('button', { name: 'Add to cart' });
    expect(quantity).toHaveValue(0);
    expect(minus).toBeDisabled();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a quantity to add to the cart');

    await user.click(plus);
    expect(quantity).toHaveValue(1);
    expect(add).toBeEnabled();
    await user.click(minus);
    expect(quantity).toHaveValue(0);
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(quantity).toHaveValue(0);
    expect(add).toBeDisabled();
  });

  it('adds the chosen colour to the cart: the popup closes, the mini cart and the count show it', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/showcase-hero');
    const dot = await screen.findByRole(
      'button',
      { name: /^Show Dinner plate/ },
      { timeout: 5000 },
    );
    await user.click(dot);
    const popup = await screen.findByRole('dialog', { name: /^Dinner plate/ });
    const colours = within(popup).getAllByRole('button', { name: /^Colour:/ });
    const other = colours.find((button) => button.getAttribute('aria-pressed') === 'false');
    if (other) {
      await user.click(other);
      expect(other).toHaveAttribute('aria-pressed', 'true');
    }
    await user.click(within(popup).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(popup).getByRole('button', { name: 'Add to cart' }));

    const mini = await screen.findByRole('complementary', { name: 'Added to your cart' });
    expect(within(mini).getByText(/Dinner plate/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open cart (1)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Dinner plate/ })).not.toBeInTheDocument(),
    );
  });
});

describe('a film hero (docs/product.md#hero)', () => {
  const filmHero = (uid: string) =>
    heroBlok(uid, {
      videos: [
        { filename: '/media/content/wheel-desktop.webm', alt: '' },
        { filename: '/media/content/wheel-mobile.webm', alt: '' },
      ],
    });

  /** Whether the shopper asks for reduced motion, as `matchMedia` answers it. */
  function motion(reduced: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: reduced && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  }

  afterEach(() => vi.unstubAllGlobals());

  /** jsdom plays no media: a stand-in that plays and pauses, as a browser reports it. */
  function spyOnFilm() {
    const paused = (element: HTMLMediaElement, value: boolean) =>
      Object.defineProperty(element, 'paused', { value, configurable: true });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused(this, false);
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused(this, true);
      this.dispatchEvent(new Event('pause'));
    });
    return play;
  }

  it('shows its poster as a first hero’s picture, and a muted film that fetches nothing yet', async () => {
    motion(true);
    spyOnFilm();
    await renderStory(page([filmHero('film')]));
    const hero = await screen.findByRole('region', { name: 'Hero film' });
    const poster = within(hero).getByRole('img', { name: 'Table film' });
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('loading', 'eager');
    const film = hero.querySelector('video');
    expect(film).toHaveAttribute('preload', 'none');
    expect(film).not.toHaveAttribute('autoplay');
    expect(film).not.toHaveAttribute('poster');
    expect(film).toHaveAttribute('playsinline');
    expect(film).toHaveAttribute('loop');
    const sources = [...(film?.querySelectorAll('source') ?? [])];
    expect(
      sources.map((source) => [source.getAttribute('src'), source.getAttribute('media')]),
    ).toEqual([
      ['/media/content/wheel-mobile.webm', '(max-width: 767.98px)'],
      ['/media/content/wheel-desktop.webm', null],
    ]);
  });

  it('starts by itself, muted, unless motion is reduced; its button pauses it', async () => {
    motion(false);
    const play = spyOnFilm();
    const user = userEvent.setup();
    await renderStory(page([filmHero('film')]));
    const hero = await screen.findByRole('region', { name: 'Hero film' });
    const pause = await within(hero).findByRole('button', { name: 'Pause the film' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(hero.querySelector('video')?.muted).toBe(true);
    expect(hero.querySelector('video')).toHaveAttribute('data-started');
    await user.click(pause);
    expect(within(hero).getByRole('button', { name: 'Play the film' })).toBeInTheDocument();
  });

  it('waits for the shopper where motion is reduced: the poster stays, the button plays it', async () => {
    motion(true);
    const play = spyOnFilm();
    const user = userEvent.setup();
    await renderStory(page([filmHero('film')]));
    const hero = await screen.findByRole('region', { name: 'Hero film' });
    const start = within(hero).getByRole('button', { name: 'Play the film' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(play).not.toHaveBeenCalled();
    expect(hero.querySelector('video')).not.toHaveAttribute('data-started');
    await user.click(start);
    expect(play).toHaveBeenCalledTimes(1);
    expect(await within(hero).findByRole('button', { name: 'Pause the film' })).toBeInTheDocument();
  });
});

describe('hotspots on a cropped hero (docs/product.md#hero-hotspot)', () => {
  it('centres the crop on the hotspots, each dot at its point as a fraction of the picture', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderStory(
      page([
        heroBlok('spots', {
          height: 'full-height',
          hotspots: [
            { _uid: 's1', component: 'hero_hotspot', sku: 'LERA-MUGG-PINK', x: 70, y: 20 },
            { _uid: 's2', component: 'hero_hotspot', sku: 'LERA-SKAL-OCEAN', x: 90, y: 40 },
          ],
        }),
      ]),
    );
    const hero = await screen.findByRole('region', { name: 'Hero spots' });
    expect(hero).toHaveAttribute('data-hotspots');
    expect(hero.style.getPropertyValue('--focus-x')).toBe('0.8');
    expect(hero.style.getPropertyValue('--focus-y')).toBe('0.3');
    const dot = await within(hero).findByRole('button', { name: /^Show Mug/ });
    expect(dot.style.getPropertyValue('--x')).toBe('0.7');
    expect(dot.style.getPropertyValue('--y')).toBe('0.2');
  });
});
