import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import { SiteStore } from '@/application/site/site.store';
import { CART_LINE_QUANTITY_CAP } from '@/domain/stock/quantity-options';
import { itemStock } from '@/domain/stock/item-stock';
import { openCart, shopWithCart } from './cart-fixture';

beforeEach(() => localStorage.clear());

describe('the slide-in cart (docs/product.md#cart-and-checkout)', () => {
  it('lists the added line with its size, price and a quantity drop-down up to the stock', async () => {
    const { ui, stocked, cart } = await shopWithCart('/se-en', 1, 2);
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    const [{ product, stock }] = stocked as [(typeof stocked)[number]];
    expect(within(panel).getByRole('link', { name: product.name })).toBeInTheDocument();
    const quantity = within(panel).getByRole('combobox', { name: 'Quantity' });
    const row = quantity.closest('li') as HTMLElement;
    expect(within(row).getByText(cart.lines[0]?.totalPrice ?? '-')).toBeInTheDocument();
    expect(quantity).toHaveValue('2');
    expect(quantity).toHaveAccessibleDescription(product.name);
    const options = within(quantity)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const top = Math.min(stock, CART_LINE_QUANTITY_CAP);
    expect(options).toEqual(Array.from({ length: top }, (_, index) => String(index + 1)));
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/se-en/checkout',
    );
  });

  it('changes a quantity and the totals follow', async () => {
    const user = userEvent.setup();
    const { ui, cart } = await shopWithCart('/se-en');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    const before = cart.selection?.totals.grandTotalPrice;
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Quantity' }), '3');
    await waitFor(() => expect(cart.lines[0]?.quantity).toBe(3));
    expect(within(panel).getByRole('combobox', { name: 'Quantity' })).toHaveValue('3');
    const after = cart.selection?.totals.grandTotalPrice ?? '-';
    expect(after).not.toBe(before);
    expect(within(panel).getByText(after)).toBeInTheDocument();
  });

  it('removes a line, and says the cart is empty', async () => {
    const user = userEvent.setup();
    const { ui, cart } = await shopWithCart('/se-en', 2);
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(panel).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    await user.click(within(panel).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await waitFor(() => expect(cart.lines).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('keeps focus in the cart as lines go: on the next remove button, then on Continue shopping', async () => {
    const user = userEvent.setup();
    const { ui, cart } = await shopWithCart('/se-en', 3);
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    const removeButtons = () => within(panel).getAllByRole('button', { name: 'Remove' });
    // The middle line: the line after it takes its place, and its button the focus.
    const third = removeButtons()[2] as HTMLElement;
    await user.click(removeButtons()[1] as HTMLElement);
    await waitFor(() => expect(cart.lines).toHaveLength(2));
    await waitFor(() => expect(third).toHaveFocus());
    // The last line: focus goes to the one before it.
    await user.click(third);
    await waitFor(() => expect(cart.lines).toHaveLength(1));
    await waitFor(() => expect(removeButtons()[0]).toHaveFocus());
    await user.keyboard('{Enter}');
    const onward = await within(panel).findByRole('button', { name: 'Continue shopping' });
    await waitFor(() => expect(onward).toHaveFocus());
  });

  it('applies a discount code and takes it off again', async () => {
    const user = userEvent.setup();
    const { ui, cart } = await shopWithCart('/se-en');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    const apply = within(panel).getByRole('button', { name: 'Apply code' });
    expect(apply).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Discount code' }), 'lera10');
    await user.click(apply);
    const remove = await within(panel).findByRole('button', {
      name: 'Remove the discount code LERA10',
    });
    expect(within(panel).getByText('Discount')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    // The emptied "Apply code" is disabled: focus goes back to the field, not to nowhere.
    expect(within(panel).getByRole('textbox', { name: 'Discount code' })).toHaveFocus();
    expect(cart.selection?.totals.totalDiscountPriceAsNumber).toBeGreaterThan(0);
    await user.click(remove);
    await waitFor(() => expect(within(panel).queryByText('Discount')).not.toBeInTheDocument());
    expect(within(panel).getByRole('textbox', { name: 'Discount code' })).toHaveFocus();
  });

  it('says under the field that a code was refused, keeps the code and leaves the cart as it was', async () => {
    const user = userEvent.setup();
    const { ui, cart } = await shopWithCart('/se');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Varukorg' });
    const field = within(panel).getByRole('textbox', { name: 'Rabattkod' });
    const before = cart.selection?.totals;
    await user.type(field, 'nosuchcode');
    await user.click(within(panel).getByRole('button', { name: 'Använd' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Koden NOSUCHCODE gick inte att använda.');
    expect(field).toHaveValue('nosuchcode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Koden NOSUCHCODE gick inte att använda/);
    expect(cart.selection?.totals).toEqual(before);
    await user.type(field, 'x');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides spare-part (REP) lines', async () => {
    const { ui, cart, container } = await shopWithCart('/se-en');
    const marketId = container.get(SiteStore).current?.market.id;
    const products = await container.get<CatalogueGateway>(CatalogueGateway).products();
    const spare = products
      .flatMap((product) => product.items.map((item) => ({ product, item })))
      .find(({ item }) => item.sku.startsWith('REP') && itemStock(item, marketId) > 0);
    expect(spare).toBeDefined();
    await act(() => cart.addItem(spare?.item.id ?? ''));
    expect(cart.selection?.items).toHaveLength(2);
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(panel).getAllByRole('combobox', { name: 'Quantity' })).toHaveLength(1);
    expect(within(panel).queryByText(spare?.product.name ?? '-')).not.toBeInTheDocument();
    // What is hidden is still said: the subtotal adds up the lines shown, the parts follow it.
    const [shown, hidden] = cart.selection?.items ?? [];
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const amounts = within(panel)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    const amountOf = (label: string) => amounts[terms.indexOf(label)]?.replace(/\D/g, '');
    expect(amountOf('Subtotal')).toBe(String(shown!.priceEachAsNumber * shown!.quantity));
    expect(amountOf('Spare parts')).toBe(String(hidden!.priceEachAsNumber * hidden!.quantity));
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    const { ui } = await shopWithCart('/se-en');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    await user.click(within(panel).getByRole('button', { name: 'Close the cart' }));
    expect(ui.isCartOpen).toBe(false);
    openCart(ui);
    await screen.findByRole('dialog', { name: 'Cart' });
    await user.keyboard('{Escape}');
    expect(ui.isCartOpen).toBe(false);
  });

  it('speaks Swedish on the Swedish site', async () => {
    const { ui } = await shopWithCart('/se');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Varukorg' });
    expect(within(panel).getByRole('combobox', { name: 'Antal' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Ta bort' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Till kassan' })).toHaveAttribute(
      'href',
      '/se/checkout',
    );
  });

  it('opens the checkout from the cart and closes itself', async () => {
    const user = userEvent.setup();
    const { ui, router } = await shopWithCart('/se-en');
    openCart(ui);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    await user.click(within(panel).getByRole('link', { name: 'Checkout' }));
    expect(ui.isCartOpen).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/se-en/checkout');
  });
});
