import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../render-shop';

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('online store list block (docs/product.md#content-blocks)', () => {
  it('lists the online retailers with links to their shops', async () => {
    await renderShop('/se-en/find-a-store');
    const section = await screen.findByRole('region', { name: 'Shop with our retailers' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'Visit Kaolin & Co' })).toHaveAttribute(
      'href',
      'https://kaolin.example',
    );
    expect(within(section).queryByText('Lera Södermalm')).not.toBeInTheDocument();
  });

  it("'See all N online stores' scrolls to the bottom of the list", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderShop('/se-en/find-a-store');
    const section = await screen.findByRole('region', { name: 'Shop with our retailers' });
    const seeAll = within(section).getByRole('link', { name: 'See all 10 online stores' });
    await userEvent.click(seeAll);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'end' });
    const end = scrollIntoView.mock.contexts[0] as Element;
    expect(seeAll.getAttribute('href')).toBe(`#${end.id}`);
    const list = within(section).getByRole('list');
    expect(list.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the Swedish texts on the Swedish page', async () => {
    await renderShop('/se/butiker-hitta');
    const section = await screen.findByRole('region', { name: 'Handla hos våra återförsäljare' });
    expect(
      within(section).getByRole('link', { name: 'Se alla 10 webbutiker' }),
    ).toBeInTheDocument();
  });
});
