import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { createContainer } from '@/composition/container';
import { engageWithPage, renderShop } from '../render-shop';

/** The shop keeps its cookies in jsdom's document between tests: each test starts without. */
function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);

describe('the footer (docs/product.md#footer)', { timeout: 20_000 }, () => {
  it('shows back to top, the menus, contacts, social icons and trust logos', async () => {
    await renderShop('/se-en');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: /Back to top/ })).toBeInTheDocument();
    const service = await within(footer).findByRole('navigation', { name: 'Customer service' });
    expect(within(service).getByRole('link', { name: 'Delivery and returns' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/se-en\//),
    );
    expect(within(footer).getByRole('link', { name: '+46 42 33 10 00' })).toHaveAttribute(
      'href',
      'tel:+4642331000',
    );
    expect(within(footer).getByRole('link', { name: 'hej@lera.example' })).toHaveAttribute(
      'href',
      'mailto:hej@lera.example',
    );
    expect(within(footer).getByText(/Storgatan 28/)).toBeInTheDocument();
    expect(within(footer).getByText(/Customer service weekdays/)).toBeInTheDocument();
    for (const name of ['Instagram', 'Facebook', 'Pinterest', 'YouTube']) {
      expect(within(footer).getByRole('link', { name: `Lera on ${name}` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    const logos = within(footer).getByRole('list', { name: 'Shop with confidence' });
    expect(within(logos).getAllByRole('img').length).toBeGreaterThan(0);
  });

  it('leaves out a section with nothing to show: no headings over empty lists without its story', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const faults = faultPlan('content', { kind: 'status', status: 500 });
    await renderShop('/se-en', await createContainer({ adapters: 'memory', faults }));
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: /Back to top/ })).toBeInTheDocument();
    expect(within(footer).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    for (const name of ['Contact us', 'Address', 'Social media']) {
      expect(within(footer).queryByRole('region', { name }), name).not.toBeInTheDocument();
    }
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('refuses a malformed e-mail, then signs up and clears the field (docs/product.md#newsletter)', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    const footer = await screen.findByRole('contentinfo');
    const email = within(footer).getByRole('textbox', { name: 'Email' });
    const subscribe = within(footer).getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toBeDisabled();

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    await user.click(subscribe);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error');
    expect(error).toHaveTextContent('Please enter a valid e-mail address.');

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await user.click(subscribe);
    const done = await screen.findByText('You are now subscribed to our newsletter.');
    expect(done.closest('[role="status"]')).toHaveTextContent('Thank you!');
    expect(email).toHaveValue('');
    // A sign-up hides the banner too (docs/product.md#newsletter-banner).
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument(),
    );
  });
});

describe('the newsletter banner (docs/product.md#newsletter-banner)', { timeout: 20_000 }, () => {
  it('shows until its close button is used', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await engageWithPage(container);
    const banner = await screen.findByRole('region', { name: 'Newsletter' });
    expect(within(banner).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument(),
    );
  });

  it('keeps its own e-mail field: typing in it leaves the footer form empty', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se-en');
    await engageWithPage(container);
    const banner = await screen.findByRole('region', { name: 'Newsletter' });
    const footer = await screen.findByRole('contentinfo');
    const bannerEmail = within(banner).getByRole('textbox', { name: 'Email' });
    const footerEmail = within(footer).getByRole('textbox', { name: 'Email' });
    await user.type(bannerEmail, 'ada@example.com');
    expect(bannerEmail).toHaveValue('ada@example.com');
    expect(footerEmail).toHaveValue('');
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await user.type(footerEmail, 'bo@example.com');
    expect(bannerEmail).toHaveValue('ada@example.com');
  });

  it('closes with Escape and sets the newsletter cookie', async () => {
    const user = userEvent.setup();
    const { container } = await renderShop('/se');
    await engageWithPage(container);
    await screen.findByRole('region', { name: 'Nyhetsbrev' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Nyhetsbrev' })).not.toBeInTheDocument(),
    );
    expect(container.get<CookieJar>(CookieJar).get('newsletter_seen')).toBe('1');
  });
});
