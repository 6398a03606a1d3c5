import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../render-shop';

async function findFinder() {
  const finder = await screen.findByRole('region', { name: 'Our stores' });
  const list = within(finder).getByRole('list', { name: 'Stores' });
  const map = await within(finder).findByRole('region', { name: 'Map of the stores' });
  return { finder, list, map };
}

describe('store finder block (docs/product.md#store-finder)', () => {
  it('narrows the list and the markers by the text typed, with the placeholder', async () => {
    await renderShop('/se-en/find-a-store');
    const { finder, list, map } = await findFinder();
    const filter = within(finder).getByRole('searchbox', { name: 'Search by store or town' });
    expect(filter).toHaveAttribute('placeholder', 'Search by town, e.g. Stockholm');
    const all = within(list).getAllByRole('button').length;
    expect(all).toBeGreaterThan(5);
    // Pins that would cover each other share one, which counts its shops.
    const standsFor = (pin: HTMLElement) =>
      Number(/^(\d+) stores:/.exec(pin.getAttribute('aria-label') ?? '')?.[1] ?? 1);
    const pins = within(map).getAllByRole('button');
    expect(pins.reduce((sum, pin) => sum + standsFor(pin), 0)).toBe(all);
    expect(pins.length).toBeLessThan(all);
    expect(map.dataset.zoom).toBe('6');

    await userEvent.type(filter, 'stockholm');
    const kept = within(list).getAllByRole('button');
    expect(kept.map((button) => button.textContent)).toEqual([
      'Lera SödermalmStockholm',
      'Lera ÖstermalmStockholm',
    ]);
    expect(within(map).getByRole('button')).toHaveAccessibleName(
      '2 stores: Lera Södermalm, Lera Östermalm',
    );
    expect(within(finder).getByRole('status')).toHaveTextContent('2 stores');

    await userEvent.clear(filter);
    await userEvent.type(filter, 'umeå');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(finder).getByRole('status')).toHaveTextContent('1 store');
    expect(map.dataset.zoom).toBe('8');

    await userEvent.clear(filter);
    await userEvent.type(filter, 'reykjavik');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(finder).getByRole('status')).toHaveTextContent('No store matches reykjavik');
  }, 15_000);

  it("opens a store's accordion to its details and zooms the map to it", async () => {
    await renderShop('/se-en/find-a-store');
    const { list, map } = await findFinder();
    const toggle = within(list).getByRole('button', { name: /Lera Verkstadsbutik/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('Storgatan 28');
    expect(details).toHaveTextContent('263 38 Höganäs');
    expect(details).toHaveTextContent('Opening hours');
    expect(within(details).getByRole('link', { name: '+46 42 33 10 00' })).toHaveAttribute(
      'href',
      'tel:+4642331000',
    );
    expect(within(details).getByRole('link', { name: 'lera.example' })).toBeInTheDocument();
    expect(map.dataset.zoom).toBe('16');
    expect(map.dataset.centre).toBe('56.1996,12.5568');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(map.dataset.zoom).toBe('6');
  });

  it("opens a marker's info window with the store's name and link, and closes it", async () => {
    await renderShop('/se-en/find-a-store');
    const { list, map } = await findFinder();
    await userEvent.click(within(map).getByRole('button', { name: 'Lera Göteborg' }));
    const info = within(map).getByRole('dialog', { name: 'Lera Göteborg' });
    expect(within(info).getByRole('link', { name: 'Store page' })).toHaveAttribute(
      'href',
      'https://lera.example/butiker/g%C3%B6teborg',
    );
    expect(within(list).getByRole('button', { name: /Lera Göteborg/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(map.dataset.zoom).toBe('16');
    await userEvent.click(within(info).getByRole('button', { name: 'Close' }));
    expect(within(map).queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the online retailers out of the store finder', async () => {
    await renderShop('/se-en/find-a-store');
    const { list } = await findFinder();
    expect(within(list).queryByRole('button', { name: /Kaolin/ })).not.toBeInTheDocument();
  });
});
