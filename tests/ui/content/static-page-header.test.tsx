import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { createContainer } from '@/composition/container';
import type { StaticPageHeader } from '@/domain/content/site-settings';
import { renderShop } from '../render-shop';

/** The header a page's title stands in, found from the title a reader finds. */
async function headerOf(title: string): Promise<HTMLElement> {
  const main = within(await screen.findByRole('main'));
  const heading = await main.findByRole('heading', { level: 1, name: title });
  const header = heading.closest<HTMLElement>('[data-position]');
  if (!header) throw new Error(`"${title}" stands in no header`);
  return header;
}

/** A shop whose every market has `header` as its static page header. */
async function shopWithHeader(header: StaticPageHeader) {
  const container = await createContainer({ adapters: 'memory' });
  const gateway = container.get<ContentGateway>(ContentGateway);
  const settings = gateway.settings.bind(gateway);
  vi.spyOn(gateway, 'settings').mockImplementation(async (language) => {
    const given = await settings(language);
    return {
      ...given,
      marketSettings: given.marketSettings.map((entry) => ({ ...entry, staticPageHeader: header })),
    };
  });
  return container;
}

describe('the static page header (docs/product.md#static-page-header)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/se-en/about-us', 'About us', /^Lera began in 2009/],
    ['/se/om-oss', 'Om oss', /^Lera började 2009/],
  ])(
    'shows %s’s title and introduction centred on the Swedish market’s sand',
    async (url, title, intro) => {
      await renderShop(url);
      const header = await headerOf(title);
      expect(within(header).getByText(intro)).toBeInTheDocument();
      expect(header).toHaveAttribute('data-position', 'center');
      expect(header).toHaveStyle({ backgroundColor: '#e8dac4', color: '#3b2a1e' });
      // Not the site's banner: the page's own header, inside the main content.
      expect(within(screen.getByRole('main')).queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it('follows the market: on the left in forest green in Norway; none over a hero', async () => {
    const { router } = await renderShop('/no/about-us');
    const header = await headerOf('About us');
    expect(header).toHaveAttribute('data-position', 'left');
    expect(header).toHaveStyle({ backgroundColor: '#2f3b2f', color: '#f3ede4' });
    // The start page opens with a hero: it has no page header.
    await router.navigate('/no');
    await screen.findByRole('heading', { name: 'Set the table for autumn' });
    expect(screen.getByRole('main').querySelector('[data-position]')).toBeNull();
  });

  it('keeps the page’s own look where the market sets none, or only colours that do not read', async () => {
    await renderShop('/gb/about-us');
    const plain = await headerOf('About us');
    expect(plain).toHaveAttribute('data-position', 'left');
    expect(plain.getAttribute('style')).toBeNull();
  });

  it('never lets an unsafe or unreadable colour into the page', async () => {
    const container = await shopWithHeader({
      position: 'right',
      textColor: 'red; position: fixed',
      backgroundColor: 'url(https://evil.example/x.png)',
    });
    await renderShop('/se-en/about-us', container);
    const header = await headerOf('About us');
    expect(header).toHaveAttribute('data-position', 'right');
    expect(header.getAttribute('style')).toBeNull();
  });
});
