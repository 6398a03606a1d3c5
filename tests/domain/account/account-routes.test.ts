import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  accountPage,
  type AccountPageKind,
  orderPath,
} from '@/domain/account/account-routes';
import { orderId, otherPath } from '../../support/account-arbitraries';

describe('account pages (docs/product.md#routes)', () => {
  it('has the documented paths', () => {
    expect(ACCOUNT_PATHS).toEqual({
      start: 'account',
      content: 'account/content',
      login: 'account/login',
      logout: 'account/logout',
      overview: 'account/overview',
      register: 'account/register',
      resetPassword: 'account/reset-password',
      overviewContent: 'account/overview/content',
      orders: 'account/overview/orders',
    });
  });

  it.each(Object.entries(ACCOUNT_PATHS))('reads %s from its path, slashes or not', (kind, path) => {
    const page = { kind: kind as AccountPageKind };
    expect(accountPage(path)).toEqual(page);
    expect(accountPage(`/${path}`)).toEqual(page);
    expect(accountPage(`/${path}/`)).toEqual(page);
    expect(accountPage(`//${path}//`)).toEqual(page);
  });

  test.prop([orderId])('reads back the order id an order path was made from', (id) => {
    expect(accountPage(orderPath(id))).toEqual({ kind: 'order', orderId: id });
    expect(accountPage(`/${orderPath(id)}/`)).toEqual({ kind: 'order', orderId: id });
  });

  test.prop([otherPath])('finds no account page elsewhere', (path) => {
    expect(accountPage(path)).toBeUndefined();
  });

  it('pins order paths', () => {
    expect(orderPath('10042')).toBe('account/overview/orders/10042');
    expect(orderPath('a/b')).toBe('account/overview/orders/a%2Fb');
    expect(accountPage('/account/overview/orders/10042')).toEqual({
      kind: 'order',
      orderId: '10042',
    });
    expect(accountPage('account/overview/orders/50%25')).toEqual({
      kind: 'order',
      orderId: '50%',
    });
    expect(accountPage('account/overview/orders/50%')).toEqual({ kind: 'order', orderId: '50%' });
  });

  it.each([
    '',
    '/',
    'accounts',
    'Account/login',
    'account/LOGIN',
    'account/unknown',
    'account/overview/orders/1/items',
    'se/account/login',
    'x/account',
    'account/login/x',
    'xaccount/overview/orders/1',
    'account/overview/orders//1',
  ])('%j is no account page', (path) => {
    expect(accountPage(path)).toBeUndefined();
  });
});
