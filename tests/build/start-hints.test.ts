import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startHints } from '../../scripts/start-hints';
import { startUpRequestUrls } from '@/adapters/http/start-up-requests';
import { startUpBackendOf } from '@/composition/backend-urls';

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
    '/shop/src/ui/content/resolved-page.tsx',
    ['assets/story.js'],
    ['assets/page.css'],
  ),
  'assets/story.js': chunk('assets/story.js', null, ['assets/page.js'], ['assets/story.css']),
  'assets/start.js': chunk('assets/start.js', '/shop/src/composition/start-in-browser.tsx'),
  'assets/blocks.js': chunk('assets/blocks.js', '/shop/src/ui/content/blocks/common-blocks.ts', [
    'assets/story.js',
  ]),
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
  '<link rel="modulepreload" href="/assets/start.js">' +
  '<link rel="stylesheet" href="/assets/index.css">';

interface Tag {
  readonly tag: string;
  readonly attrs?: Record<string, string>;
  readonly children?: string;
  readonly injectTo?: string;
}

const HTTP_ENV = {
  VITE_SHOP_ADAPTERS: 'http',
  VITE_SHOP_BACKEND: 'https://shop.example/base/',
  VITE_SHOP_SEARCH_KEY: 'key-1',
};

async function tags(env: Record<string, string>): Promise<Tag[]> {
  const hook = startHints(env).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path: '/index.html', filename: 'index.html', bundle: BUNDLE };
  return (await hook.handler.call({} as never, HTML, context)) as Tag[];
}

async function hints(env: Record<string, string>) {
  return (await tags(env))
    .filter(({ tag }) => tag === 'link')
    .map(({ attrs = {} }) => `${attrs.rel} ${attrs.href}`);
}

/** Runs the inline script as a page at `pathname` would, and lists the links it adds. */
function runInline(code: string, pathname: string): Record<string, string>[] {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => added.push({ ...link }) },
  };
  new Function('location', 'document', code)({ pathname, search: '' }, document);
  return added;
}

describe('start hints in index.html', () => {
  it('preloads the http adapters and the content page with their imports and styles, and preconnects', async () => {
    expect(await hints(HTTP_ENV)).toEqual([
      'preconnect https://shop.example',
      'modulepreload /assets/http.js',
      'modulepreload /assets/storyblok.js',
      'modulepreload /assets/page.js',
      'modulepreload /assets/story.js',
      'modulepreload /assets/blocks.js',
      'stylesheet /assets/page.css',
      'stylesheet /assets/story.css',
    ]);
  });

  it('inlines, before the style sheets, a script that asks for the start-up calls of the address', async () => {
    const scripts = (await tags(HTTP_ENV)).filter(({ tag }) => tag === 'script');
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script?.injectTo).toBe('head-prepend');
    const links = runInline(script?.children ?? '', '/se/servering/tallrikar');
    const backend = startUpBackendOf('https://shop.example/base');
    expect(links.map((link) => link.href)).toEqual(
      startUpRequestUrls(backend, '/se/servering/tallrikar', {}),
    );
    expect(links[0]).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
    expect(runInline(script?.children ?? '', '/')).toEqual([]);
  }, 20_000);

  it('preloads the memory adapters in memory mode, with nothing to preconnect to', async () => {
    const memory = { VITE_SHOP_ADAPTERS: 'memory' };
    expect((await tags(memory)).filter(({ tag }) => tag === 'script')).toEqual([]);
    expect(await hints(memory)).toEqual([
      'modulepreload /assets/memory.js',
      'modulepreload /assets/page.js',
      'modulepreload /assets/story.js',
      'modulepreload /assets/blocks.js',
      'stylesheet /assets/page.css',
      'stylesheet /assets/story.css',
    ]);
  });

  it('fails the build when a module it hints has no chunk, rather than dropping its hint', async () => {
    const hook = startHints({}).transformIndexHtml as { handler: IndexHtmlTransformHook };
    const { 'assets/blocks.js': _gone, ...bundle } = BUNDLE as Record<string, unknown>;
    const context = { path: '/index.html', filename: 'index.html', bundle: bundle as Bundle };
    await expect(hook.handler.call({} as never, HTML, context)).rejects.toThrow(
      'Start hints: no chunk for src/ui/content/blocks/common-blocks.ts',
    );
  });

  it('hints both modes, each tagged, when the mode is left to the server to read', async () => {
    const links = (await tags({})).filter(({ tag }) => tag === 'link');
    expect(links.map(({ attrs = {} }) => [attrs.href, attrs['data-run-mode']])).toEqual([
      ['/assets/memory.js', 'memory'],
      ['/assets/http.js', 'http'],
      ['/assets/storyblok.js', 'http'],
      ['/assets/page.js', undefined],
      ['/assets/story.js', undefined],
      ['/assets/blocks.js', undefined],
      ['/assets/page.css', undefined],
      ['/assets/story.css', undefined],
    ]);
  });
});
