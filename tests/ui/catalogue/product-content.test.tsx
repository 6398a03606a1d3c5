import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { createContainer } from '@/composition/container';
import { renderShop } from '../render-shop';

afterEach(() => vi.restoreAllMocks());

describe('the product page and the content service (docs/product.md#product-page)', () => {
  it.each([
    [
      '/se-en/middagstallrik-sand',
      'About the product',
      ['Material', 'Care', 'Origin'],
      'Stoneware, lead-free glaze',
    ],
    [
      '/se/middagstallrik-sand',
      'Om produkten',
      ['Material', 'Skötsel', 'Ursprung'],
      'Stengods, blyfri glasyr',
    ],
  ])(
    'shows the base product information of %s under headings a reader can move between',
    async (url, title, headings, material) => {
      await renderShop(url);
      const section = await screen.findByRole('region', { name: title });
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(headings);
      expect(within(section).getByText(material)).toBeInTheDocument();
    },
  );

  it('asks for the mother sku once, in a list call, however often the page renders', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const gateway = container.get<ContentGateway>(ContentGateway);
    const calls = vi.spyOn(gateway, 'baseProductInformation');
    const { router } = await renderShop('/se-en/linneduk-white', container);
    await screen.findByRole('region', { name: 'About the product' });
    await router.navigate('/se-en/linneduk-sand');
    await screen.findByRole('heading', { level: 1, name: 'Linen tablecloth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/se-en/linneduk-sand'));
    expect(screen.getByRole('region', { name: 'About the product' })).toBeInTheDocument();
    expect(calls.mock.calls).toEqual([['en', ['LERA-LINNEDUK']]]);
  });

  it('shows no product information where the content service has none', async () => {
    const { container } = await renderShop('/se-en/kuddfodral-blue');
    await screen.findByRole('heading', { level: 1, name: /Linen cushion cover/ });
    await waitFor(() =>
      expect(container.get(ResponseCacheStore).categoriesEntry().status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'About the product' })).not.toBeInTheDocument();
  });

  it('offers a size guide only when the content service lists it', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const gateway = container.get<ContentGateway>(ContentGateway);
    vi.spyOn(gateway, 'sizeGuideNames').mockResolvedValue(['plates', 'apparel']);
    await renderShop('/se-en/kuddfodral-blue', container);
    await screen.findByRole('heading', { level: 1, name: /Linen cushion cover/ });
    await waitFor(() =>
      expect(container.get(ResponseCacheStore).categoriesEntry().status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('still offers the size guide when the list could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = await createContainer({ adapters: 'memory' });
    const gateway = container.get<ContentGateway>(ContentGateway);
    vi.spyOn(gateway, 'sizeGuideNames').mockRejectedValue(new Error('down'));
    await renderShop('/se-en/kuddfodral-blue', container);
    expect(await screen.findByRole('button', { name: 'Size guide' })).toBeInTheDocument();
  });
});
