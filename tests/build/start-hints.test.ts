import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startHints } from '../../scripts/start-hints';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Just the fields of Rolldown's output chunks the plugin reads. */
function chunk(
  fileName: string,
  module: string | null,
  imports: string[] = [],
  css: string[] = [],
) {
  const viteMetadata = { importedCss: new Set(css), importedAssets: new Set() };
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: module,
    imports,
    isDynamicEntry: true,
    viteMetadata,
  };
}

const BUNDLE = {
  'assets/index.js': chunk(
    'assets/index.js',
    '/shop/src/main.tsx',
    ['assets/framework.js'],
    ['assets/index.css'],
  ),
  'assets/framework.js': chunk('assets/framework.js', null),
  'assets/http.js': chunk(
    'assets/http.js',
    '/shop/src/composition/modules/http-adapters.module.ts',
    ['assets/framework.js', 'assets/storyblok.js'],
  ),
  'assets/storyblok.js': chunk('assets/storyblok.js', null),
  'assets/memory.js': chunk(
    'assets/memory.js',
    '/shop/src/composition/modules/memory-adapters.module.ts',
  ),
  'assets/page.js': chunk(
    'assets/page.js',
    '/shop/src/ui/pages/resolved-page.tsx',
    ['assets/story.js'],
    ['assets/page.css'],
  ),
  'assets/story.js': chunk('assets/story.js', null, ['assets/page.js'], ['assets/story.css']),
  'assets/other.js': chunk(
    'assets/other.js',
    '/shop/src/ui/pages/checkout.tsx',
    [],
    ['assets/other.css'],
  ),
} as unknown as Bundle;

const HTML =
  '<script type="module" src="/assets/index.js"></script>' +
  '<link rel="modulepreload" href="/assets/framework.js">' +
  '<link rel="stylesheet" href="/assets/index.css">';

function hints(env: Record<string, string>) {
  const hook = startHints(env).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path: '/index.html', filename: 'index.html', bundle: BUNDLE };
  const tags = hook.handler.call({} as never, HTML, context);
  return (tags as { attrs: Record<string, string> }[]).map(
    ({ attrs }) => `${attrs.rel} ${attrs.href}`,
  );
}

describe('start hints in index.html (issue 9)', () => {
  it('preloads the http adapters and the content page with their imports and styles, and preconnects', () => {
    expect(
      hints({ VITE_SHOP_ADAPTERS: 'http', VITE_SHOP_BACKEND: 'https://shop.example/base/' }),
    ).toEqual([
      'preconnect https://shop.example',
      'modulepreload /assets/http.js',
      'modulepreload /assets/storyblok.js',
      'modulepreload /assets/page.js',
      'modulepreload /assets/story.js',
      'stylesheet /assets/page.css',
      'stylesheet /assets/story.css',
    ]);
  });

  it('preloads the memory adapters in memory mode, with nothing to preconnect to', () => {
    expect(hints({})).toEqual([
      'modulepreload /assets/memory.js',
      'modulepreload /assets/page.js',
      'modulepreload /assets/story.js',
      'stylesheet /assets/page.css',
      'stylesheet /assets/story.css',
    ]);
  });
});
