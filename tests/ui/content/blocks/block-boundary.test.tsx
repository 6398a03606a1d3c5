import 'reflect-metadata';
import { screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockComponent } from '@/ui/shared/content/block-props';
import { BLOCK_REGISTRY } from '@/ui/content/blocks/block-registry';
import { pageOf, renderStory } from '../render-story';

/** A block whose code the browser can no longer fetch: a tab opened before a deploy. */
const goneBlock = (): BlockComponent =>
  lazy(() =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/shop-finder-block-abc.js',
      ),
    ),
  );

const story = pageOf([
  { _uid: 'f', component: 'store_finder' },
  { _uid: 'h', component: 'headline', text: 'Visit the workshop' },
]);

describe('a block whose code is gone (docs/product.md#errors: one reload, at most once a minute)', () => {
  const original = BLOCK_REGISTRY.store_finder;
  const reload = vi.fn();
  let logged: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, reload });
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    BLOCK_REGISTRY.store_finder = goneBlock();
  });
  afterEach(() => {
    BLOCK_REGISTRY.store_finder = original;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The store finder was left out, its failure (an `error` of that class) logged. */
  const leftOut = (error: new (...args: never[]) => Error) =>
    waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "Couldn't render block store_finder",
        expect.any(error),
        expect.any(String),
      ),
    );

  it('reloads the page once, through the page chunks’ guard, and the rest still shows', async () => {
    await renderStory(story);
    expect(screen.getByRole('heading', { name: 'Visit the workshop' })).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('chunk-reload-at')).toMatch(/^\d+$/);
    expect(logged).not.toHaveBeenCalledWith(
      "Couldn't render block store_finder",
      expect.anything(),
      expect.anything(),
    );
  });

  it('leaves a block that breaks for another reason out, without a reload', async () => {
    BLOCK_REGISTRY.store_finder = () => {
      throw new Error('The editors gave the store finder no stores');
    };
    await renderStory(story);
    await leftOut(Error);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('chunk-reload-at')).toBeNull();
  });

  it('within a minute of that reload, leaves the block out and logs it instead', async () => {
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now() - 10_000));
    await renderStory(story);
    await leftOut(TypeError);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Visit the workshop' })).toBeInTheDocument();
  });
});
