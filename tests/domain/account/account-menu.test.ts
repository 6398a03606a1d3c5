import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ICON_TARGET,
  ACCOUNT_MENU,
  accountMenu,
  SIGN_OUT_TARGET,
} from '@/domain/account/account-menu';

const extra = fc.record({
  label: fc.string({ maxLength: 10 }),
  target: fc.oneof(
    fc.stringMatching(/^[a-z-]{1,10}(\/[a-z-]{1,10})?$/),
    fc.constantFrom('account/overview', 'account/logout', 'account/content'),
  ),
});
const extras = fc.array(extra, { maxLength: 6 });

describe('the account menu (docs/product.md#account-menu)', () => {
  it('has the four documented targets, sign out last', () => {
    expect(ACCOUNT_MENU).toEqual([
      { kind: 'page', page: 'overview', target: 'account/overview' },
      { kind: 'page', page: 'orders', target: 'account/overview/orders' },
      { kind: 'page', page: 'content', target: 'account/content' },
      { kind: 'page', page: 'logout', target: 'account/logout' },
    ]);
    expect(ACCOUNT_ICON_TARGET).toBe('account/login');
    expect(SIGN_OUT_TARGET).toBe('account/logout');
  });

  test.prop([extras])('keeps the fixed items first and sign out last', (more) => {
    const menu = accountMenu(more);
    expect(menu.slice(0, 3)).toEqual(ACCOUNT_MENU.slice(0, 3));
    expect(menu.at(-1)).toEqual(ACCOUNT_MENU.at(-1));
  });

  test.prop([extras])('lists each target once', (more) => {
    const targets = accountMenu(more).map((item) => item.target);
    expect(new Set(targets).size).toBe(targets.length);
  });

  test.prop([extras])('adds the first extra of each new target, in order', (more) => {
    const fixed = new Set(ACCOUNT_MENU.map((item) => item.target));
    const expected = more
      .filter(
        (item, i) =>
          !fixed.has(item.target) && more.findIndex((o) => o.target === item.target) === i,
      )
      .map((item) => ({ kind: 'extra', ...item }));
    expect(accountMenu(more).slice(3, -1)).toEqual(expected);
  });

  it('adds extras from the settings before sign out', () => {
    expect(accountMenu([])).toEqual(ACCOUNT_MENU);
    expect(accountMenu([{ label: 'Club', target: 'club' }])).toEqual([
      ...ACCOUNT_MENU.slice(0, 3),
      { kind: 'extra', label: 'Club', target: 'club' },
      ACCOUNT_MENU[3],
    ]);
    expect(
      accountMenu([
        { label: 'Club', target: 'club' },
        { label: 'Again', target: 'account/overview' },
        { label: 'Twice', target: 'club' },
      ]).map((item) => item.target),
    ).toEqual([
      'account/overview',
      'account/overview/orders',
      'account/content',
      'club',
      'account/logout',
    ]);
  });
});
