import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieJar } from '@/application/shared/cookie-jar.port';
import { MarketingGateway } from '@/application/marketing/marketing-gateway.port';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { renderBlocks } from '../content/story/render-story-blocks';

const banner = (showAlways: boolean) => ({
  _uid: 'nl',
  component: 'newsletter_banner',
  headline: 'Come along to the workshop',
  text: 'One letter a month.',
  show_always: showAlways,
});

describe('the newsletter banner block (docs/product.md#newsletter-banner)', () => {
  it('signs the e-mail of its own form up, the button disabled while the field is empty', async () => {
    const { container } = await renderBlocks([banner(false)]);
    const subscribe = vi.spyOn(
      container.get<MarketingGateway>(MarketingGateway),
      'subscribeNewsletter',
    );
    const section = await screen.findByRole('region', { name: 'Come along to the workshop' });
    expect(within(section).getByText('One letter a month.')).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Email' }),
      'ada@example.com',
    );
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(subscribe).toHaveBeenCalledWith('ada@example.com', 'newsletter');
  });

  it('is left out once the newsletter cookie is set, unless the editors show it always', async () => {
    const seen = (container: { get: <T>(token: symbol) => T }) =>
      container.get<CookieJar>(CookieJar).set(COOKIE_NAMES.newsletterSeen, '1', 60);
    const { view } = await renderBlocks(
      [banner(false), { _uid: 'h', component: 'headline', text: 'After' }],
      '/se-en/test',
      seen,
    );
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Come along to the workshop' })).toBeNull();
    view.unmount();
    await renderBlocks([banner(true)], '/se-en/test', seen);
    expect(await screen.findByRole('region', { name: 'Come along to the workshop' })).toBeVisible();
  });
});
