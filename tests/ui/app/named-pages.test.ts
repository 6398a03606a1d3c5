import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { NAMED_PAGES } from '@/domain/site/named-pages';
import { createRoutes } from '@/ui/app/routes';

describe('the named pages under a site (for the start-up hints)', () => {
  // The start-up's preload hints leave the route lookup out for these pages; a named page the
  // domain's list misses would cost a wasted lookup, one it names wrongly a missing hint.
  it('are the routes beside the catch-all under the site prefix', () => {
    const unused = { get: () => undefined } as never;
    const [layout] = createRoutes(unused);
    const site = layout?.children?.find((route) => route.path === ':site');
    const named = (site?.children ?? [])
      .map((route) => route.path)
      .filter((path): path is string => path !== undefined && path !== '*');
    expect(named.sort()).toEqual([...NAMED_PAGES].sort());
  });
});
