import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountGateway } from '@/application/account/account-gateway.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { engageWithPage, renderShop } from '../render-shop';

/**
 * A 10,000-character e-mail that the pattern (docs/product.md#validation) alone would let through.
 */
const HUGE = `${'a'.repeat(9_990)}@example.se`;

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe(
  'odd input in the shop’s forms (docs/reliability.md#redirects-token-scope-storage-and-forms)',
  { timeout: 30_000 },
  () => {
    beforeEach(clearCookies);
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('refuses an oversize newsletter e-mail in the banner and the footer, then sends a padded one trimmed, once', async () => {
      const { container } = await renderShop('/se-en');
      const subscribe = vi.spyOn(
        container.get<MarketingGateway>(MarketingGateway),
        'subscribeNewsletter',
      );
      await engageWithPage(container);
      const banner = await screen.findByRole('region', { name: 'Newsletter' });
      const footer = await screen.findByRole('contentinfo');
      for (const form of [banner, footer]) {
        fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), {
          target: { value: HUGE },
        });
        fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
        expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
      }
      expect(subscribe).not.toHaveBeenCalled();

      const email = within(footer).getByRole('textbox', { name: 'Email' });
      fireEvent.change(email, { target: { value: '\u200f ada@example.com \u200b' } });
      const button = within(footer).getByRole('button', { name: 'Subscribe' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(
        await screen.findByText('You are now subscribed to our newsletter.'),
      ).toBeInTheDocument();
      expect(subscribe.mock.calls).toEqual([['ada@example.com', expect.any(String)]]);
    });

    it('logs in once however quickly the form is sent twice, with the e-mail trimmed', async () => {
      const { container } = await renderShop('/se-en/account/login');
      const login = vi.spyOn(container.get<AccountGateway>(AccountGateway), 'login');
      const main = await screen.findByRole('main');
      fireEvent.change(await within(main).findByRole('textbox', { name: 'Email' }), {
        target: { value: '\u200e demo@lera.shop\u200b ' },
      });
      fireEvent.change(within(main).getByLabelText('Password'), {
        target: { value: 'lera-demo-2026' },
      });
      const form = within(main).getByRole('button', { name: 'Log in' }).closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
      await waitFor(() => expect(login).toHaveBeenCalled());
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Astrid!' });
      expect(login.mock.calls).toEqual([[{ email: 'demo@lera.shop', password: 'lera-demo-2026' }]]);
    });

    it('refuses an oversize registration with the failure message, sending nothing', async () => {
      const { container } = await renderShop('/se-en/account/register');
      const register = vi.spyOn(container.get<AccountGateway>(AccountGateway), 'register');
      const main = await screen.findByRole('main');
      fireEvent.change(await within(main).findByRole('textbox', { name: 'First name' }), {
        target: { value: 'ש‏לום 😀' },
      });
      fireEvent.change(within(main).getByRole('textbox', { name: 'Last name' }), {
        target: { value: 'Berg' },
      });
      fireEvent.change(within(main).getByRole('textbox', { name: 'Email' }), {
        target: { value: HUGE },
      });
      fireEvent.change(within(main).getByLabelText('Password'), { target: { value: 'secret-1' } });
      fireEvent.submit(
        within(main).getByRole('button', { name: 'Create account' }).closest('form')!,
      );
      expect(await within(main).findByRole('alert')).toBeInTheDocument();
      expect(register).not.toHaveBeenCalled();
    });
  },
);
