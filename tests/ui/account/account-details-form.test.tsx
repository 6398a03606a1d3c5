import 'reflect-metadata';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { AccountStore } from '@/application/account/account.store';
import type { AccountDetails } from '@/domain/account/account-details';
import { renderShop } from '../render-shop';

const DEMO = { email: 'demo@lera.shop', password: 'lera-demo-2026' };

async function overview() {
  const shop = await renderShop('/se-en/account/login');
  await act(() => shop.container.get(AccountStore).login(DEMO));
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Astrid!' });
  const form = within(screen.getByRole('form', { name: 'My details' }));
  return { ...shop, form, gateway: shop.container.get<AccountGateway>(AccountGateway) };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('editing the account details (docs/product.md#account-service)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the details, the email only to read', async () => {
    const { form } = await overview();
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Astrid');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@lera.shop');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('saves a new first name, greets by it and says so', async () => {
    const user = userEvent.setup();
    const { form, gateway } = await overview();
    const update = vi.spyOn(gateway, 'updateAccount');
    await retype(user, form.getByRole('textbox', { name: 'First name' }), 'Greta');
    await retype(user, form.getByRole('textbox', { name: 'Phone' }), '+46 70 123 45 67');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Greta!' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(update).toHaveBeenCalledWith(expect.any(String), {
      firstName: 'Greta',
      lastName: expect.any(String),
      phoneNumber: '+46 70 123 45 67',
    });
  });

  it('names a missing name and a bad phone number without calling the service', async () => {
    const user = userEvent.setup();
    const { form, gateway } = await overview();
    const update = vi.spyOn(gateway, 'updateAccount');
    await retype(user, form.getByRole('textbox', { name: 'First name' }), '');
    await retype(user, form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Please enter your first name.',
    );
    expect(form.getByRole('textbox', { name: 'First name' })).toBeInvalid();
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter a phone number with 6–15 digits.',
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the account toast of docs/product.md#error-catalogue on a refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { form, gateway } = await overview();
    vi.spyOn(gateway, 'updateAccount').mockRejectedValue(
      new GatewayError('status', 'refused', { status: 500, responseText: 'Try again later' }),
    );
    await retype(user, form.getByRole('textbox', { name: 'First name' }), 'Greta');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Account problem');
    expect(toast).toHaveTextContent('Something went wrong: Try again later');
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Greta');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Astrid!' }),
    ).toBeInTheDocument();
  });

  it('saves once while a save is under way', async () => {
    const user = userEvent.setup();
    const { form, gateway } = await overview();
    let answer: (details: AccountDetails) => void = () => undefined;
    const update = vi
      .spyOn(gateway, 'updateAccount')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const save = form.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    expect(save).toBeDisabled();
    expect(update).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer({ email: DEMO.email, firstName: 'Astrid', lastName: 'Lind', phoneNumber: '' }),
    );
    await waitFor(() => expect(save).toBeEnabled());
  });
});
