import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentGateway } from '@/application/content/content-gateway.port';
import { createContainer } from '@/composition/container';
import type { Notice } from '@/domain/content/notice';
import { renderShop } from '../../render-shop';

const notice = (
  uid: string,
  position: string,
  fontColor: string,
  backgroundColor: string,
): Notice => ({
  uid,
  html: uid,
  position,
  backgroundColor,
  fontColor,
  textAlignment: 'center',
  enabled: '1',
});

/** Every notice the shopper sees, in whichever bar. */
const shownNotices = () =>
  screen
    .queryAllByRole('list', { name: 'News' })
    .flatMap((bar) => within(bar).getAllByRole('listitem'));

describe('the notice bar (docs/product.md#notices)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const cookie of document.cookie.split('; ')) {
      const name = cookie.split('=')[0];
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });

  it('hides a notice the shopper dismisses and remembers it in its cookie', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    await screen.findAllByRole('list', { name: 'News' });
    const before = shownNotices().length;
    expect(before).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Hide the notice' })[0]!);
    expect(shownNotices()).toHaveLength(before - 1);
    expect(document.cookie).toMatch(/notice_dismissed_[^=]+=1/);
  });

  it('puts each notice in the bar the editors chose, in colours that read, and no others', async () => {
    const container = await createContainer({ adapters: 'memory' });
    vi.spyOn(container.get<ContentGateway>(ContentGateway), 'notices').mockResolvedValue([
      notice('Readable on top', 'top', '#ffffff', '#2f3b2f'),
      notice('Clashing under', 'bottom', '#ffff00', '#ffffff'),
      notice('Hostile under', ' Bottom ', 'red; position: fixed', 'url(https://evil.example/x)'),
      notice('Unplaced', 'sideways', '', ''),
    ]);
    await renderShop('/se-en', container);
    const [above, under] = await screen.findAllByRole('list', { name: 'News' });
    const items = (bar: HTMLElement | undefined) =>
      bar
        ? within(bar)
            .getAllByRole('listitem')
            .map((item) => item.textContent?.replace('×', ''))
        : [];
    expect(items(above)).toEqual(['Readable on top', 'Unplaced']);
    expect(items(under)).toEqual(['Clashing under', 'Hostile under']);

    const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(item('Readable on top')).toHaveStyle({ color: '#ffffff', backgroundColor: '#2f3b2f' });
    // Yellow on white does not read: the white bar keeps the shop's ink.
    expect(item('Clashing under')).toHaveStyle({ color: '#1f1c19', backgroundColor: '#ffffff' });
    for (const text of ['Hostile under', 'Unplaced']) {
      expect(item(text).style.color).toBe('');
      expect(item(text).style.background).toBe('');
    }
  });
});
