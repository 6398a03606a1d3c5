import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShop } from '../render-shop';

const SLOW = { timeout: 4000 };

function clearConsent() {
  document.cookie = 'cookie_consent=; path=/; max-age=0';
}

describe('the consent prompt (docs/product.md#consent)', { timeout: 15_000 }, () => {
  beforeEach(clearConsent);

  it('asks a first visitor, keeps a refusal, and is gone after the answer', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    const prompt = await screen.findByRole('dialog', { name: 'Cookies' }, SLOW);
    expect(within(prompt).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull());
    expect(document.cookie).toContain('cookie_consent=v1|statistics:denied');
  });

  it('opens its settings from the footer, with the kept answer ticked', async () => {
    document.cookie = 'cookie_consent=v1|statistics:granted; path=/';
    const user = userEvent.setup();
    await renderShop('/se');
    const link = await screen.findByRole('button', { name: 'Cookieinställningar' }, SLOW);
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    await user.click(link);
    const settings = await screen.findByRole('dialog', { name: 'Cookies' });
    const statistics = within(settings).getByRole('checkbox', { name: /Statistik/ });
    expect(statistics).toBeChecked();
    await user.click(statistics);
    await user.click(within(settings).getByRole('button', { name: 'Spara val' }));
    expect(document.cookie).toContain('cookie_consent=v1|statistics:denied');
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
  });
});
