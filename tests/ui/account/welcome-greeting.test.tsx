import 'reflect-metadata';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { AccountStore } from '@/application/account/account.store';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { createContainer } from '@/composition/container';
import type { SiteSettings } from '@/domain/content/site-settings';
import { renderShop } from '../render-shop';

const DEMO = { email: 'demo@lera.shop', password: 'lera-demo-2026' };

/** A shop whose content service answers the settings through `change`. */
async function shopWithSettings(change: (settings: SiteSettings) => SiteSettings) {
  const container = await createContainer({ adapters: 'memory' });
  const gateway = container.get<ContentGateway>(ContentGateway);
  const settings = gateway.settings.bind(gateway);
  vi.spyOn(gateway, 'settings').mockImplementation(async (language) =>
    change(await settings(language)),
  );
  return container;
}

const withoutHeadlines = (settings: SiteSettings): SiteSettings => ({
  ...settings,
  marketSettings: settings.marketSettings.map((entry) => ({
    ...entry,
    accountWelcomeHeadline: ' ',
  })),
});

/** Signs the demo shopper in on the overview of `site` and opens the account dropdown. */
async function greetedOn(site: string, given?: Awaited<ReturnType<typeof createContainer>>) {
  const { container } = await renderShop(`/${site}/account/login`, given);
  await act(() => container.get(AccountStore).login(DEMO));
  const main = within(await screen.findByRole('main'));
  const heading = await main.findByRole('heading', { level: 1 });
  await userEvent.setup().click(await screen.findByRole('button', { name: /^(Account|Konto)$/ }));
  const dropdown = within(screen.getByRole('banner')).getByRole('link', {
    name: /^(Sign out|Logga ut)$/,
  }).parentElement;
  return { heading: heading.textContent, dropdown: dropdown?.querySelector('p')?.textContent };
}

describe('the welcome greeting (docs/product.md#account-data, settings per market)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it.each([
    ['se-en', 'Welcome back, Astrid!'],
    ['se', 'Välkommen tillbaka, Astrid!'],
  ])(
    'greets the shopper on %s in the market’s words, on the overview and in the dropdown',
    async (site, words) => {
      expect(await greetedOn(site)).toEqual({ heading: words, dropdown: words });
    },
  );

  it('greets in the shop’s own words where the market’s editors left the greeting blank', async () => {
    expect(await greetedOn('se-en', await shopWithSettings(withoutHeadlines))).toEqual({
      heading: 'Hi Astrid!',
      dropdown: 'Hi Astrid!',
    });
  });

  it('leaves the name out, comma and all, when the account has none', async () => {
    const container = await createContainer({ adapters: 'memory' });
    const accounts = container.get<AccountGateway>(AccountGateway);
    const login = accounts.login.bind(accounts);
    const account = accounts.account.bind(accounts);
    vi.spyOn(accounts, 'login').mockImplementation(async (credentials) => ({
      ...(await login(credentials)),
      firstName: '',
    }));
    vi.spyOn(accounts, 'account').mockImplementation(async (token) => ({
      ...(await account(token)),
      firstName: '',
    }));
    expect(await greetedOn('se-en', container)).toEqual({
      heading: 'Welcome back!',
      dropdown: 'Welcome back!',
    });
  });
});
