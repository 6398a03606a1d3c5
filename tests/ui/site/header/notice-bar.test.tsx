import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShop } from '../../render-shop';

describe('the notice bar (SPEC §2 Header, §3 notice cookie)', () => {
  afterEach(() => {
    for (const cookie of document.cookie.split('; ')) {
      const name = cookie.split('=')[0];
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });

  it('hides a notice the shopper dismisses and remembers it in its cookie', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en');
    const bar = await screen.findByRole('list', { name: 'News' });
    const before = within(bar).getAllByRole('listitem').length;
    expect(before).toBeGreaterThan(0);
    await user.click(within(bar).getAllByRole('button', { name: 'Hide the notice' })[0]!);
    const after = screen.queryByRole('list', { name: 'News' });
    expect(after ? within(after).getAllByRole('listitem').length : 0).toBe(before - 1);
    expect(document.cookie).toMatch(/notice_dismissed_[^=]+=1/);
  });
});
