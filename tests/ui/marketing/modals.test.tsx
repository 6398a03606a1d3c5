import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { RestockStore } from '@/application/marketing/restock.store';
import { UiStore } from '@/application/shared/ui.store';
import { renderShop } from '../render-shop';

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('the layout modals', { timeout: 20_000 }, () => {
  it('signs up for a restock: disabled while empty, success text, next click closes', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await screen.findByRole('contentinfo');
    container.get(RestockStore).open('item-1');
    const dialog = await screen.findByRole('dialog', { name: 'Get notified' });
    const submit = within(dialog).getByRole('button', { name: 'Notify me' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@example.com' },
    });
    await user.click(submit);
    expect(
      await within(dialog).findByText('We will e-mail you when the product is back in stock.'),
    ).toBeInTheDocument();
    expect(container.get(RestockStore).isSignedUp('item-1')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(container.get(UiStore).restockModalItemId).toBeUndefined();
  });

  it('names the product and its colour in the restock modal opened from its page', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/mugg-ocean');
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get notified' });
    expect(within(dialog).getByText('Mug 35 cl')).toBeInTheDocument();
    expect(within(dialog).getByText('Colour: Ocean')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Size:/)).not.toBeInTheDocument();
  });

  it('names the product in the restock modal opened from its card', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/servering/muggar');
    // The category's own list, not the department's row below it.
    const list = await screen.findByRole('region', { name: 'Mugs' });
    await user.click(await within(list).findByRole('button', { name: 'Colour: Ocean' }));
    const card = await within(list).findByRole('article', { name: 'Mug 35 cl, Ocean' });
    // A card holds the phone's compact control and the wider screens' row; CSS shows one, jsdom
    // both. Either opens the same modal.
    const [notify] = within(card).getAllByRole('button', { name: 'Notify me' });
    await user.click(notify!);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified' });
    expect(within(dialog).getByText('Mug 35 cl')).toBeInTheDocument();
    expect(within(dialog).getByText('Colour: Ocean')).toBeInTheDocument();
  });

  it('shows the plates size guide for a plate as a table and closes', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await screen.findByRole('contentinfo');
    container.get(UiStore).openSizeGuide('1001');
    const dialog = await screen.findByRole('dialog', { name: /Size guide: plates/ });
    expect(within(dialog).getByRole('columnheader', { name: 'Diameter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '27 cm' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the size guide' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('picks the size guide from the product category: textiles, clothing', async () => {
    const { container } = await renderShop('/se-en');
    await screen.findByRole('contentinfo');
    const ui = container.get(UiStore);
    ui.openSizeGuide('1053');
    const textiles = await screen.findByRole('dialog', { name: 'Size guide: textiles' });
    expect(within(textiles).getByRole('columnheader', { name: 'Width' })).toBeInTheDocument();
    expect(within(textiles).getByRole('cell', { name: '50x70' })).toBeInTheDocument();
    ui.closeSizeGuide();
    ui.openSizeGuide('1072');
    const clothing = await screen.findByRole('dialog', { name: 'Size guide: clothing' });
    expect(within(clothing).getByRole('columnheader', { name: 'Chest' })).toBeInTheDocument();
    expect(within(clothing).getByRole('cell', { name: 'M' })).toBeInTheDocument();
  });

  it('invites to membership with the market texts and a register link; closing remembers', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await screen.findByRole('contentinfo');
    container.get(UiStore).openMembershipModal();
    const dialog = await screen.findByRole('dialog', { name: 'Join Lera' });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/se-en/account/register',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(container.get<CookieJar>(CookieJar).get('membership_modal_seen')).toBe('1');
  });
});
