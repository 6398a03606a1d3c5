import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { startUpPreloadScript } from './start-up-preload-script.ts';

/**
 * Hints in index.html so the first page does not wait on a chain of requests. The
 * run mode's adapters and the content page are imported dynamically (src/composition,
 * src/ui/app/routes.tsx), so the browser would only learn of them after the entry has run:
 * `modulepreload` fetches them beside the entry, and their styles are linked in the head so
 * they come in the entry's wave too (Vite would add them only once the import runs, a round
 * trip later, and does not add a stylesheet the page already has). In http mode the backend's
 * origin is preconnected, as every page starts with its calls, and those calls are asked for
 * by a small inline script (start-up-preload-script.ts) before the code that makes them arrives.
 */
export function startHints(env: Record<string, string>): Plugin {
  // A build that names no run mode is the production server's, which reads its mode when it
  // starts: both adapters' modules are hinted, each tagged with its mode, and the server drops
  // the other's (src/server/run-mode-hints.ts).
  const modes: RunMode[] = env.VITE_SHOP_ADAPTERS
    ? [env.VITE_SHOP_ADAPTERS === 'http' ? 'http' : 'memory']
    : ['memory', 'http'];
  // The shop's start (imported by the entry, src/main.tsx), the content page and the blocks
  // most content pages show (home's hero among them): found only once the page's blocks render,
  // they would otherwise arrive a round trip after the rest, holding up the page's hydration.
  const pageModules = [
    'src/composition/start-in-browser.tsx',
    'src/ui/content/resolved-page.tsx',
    'src/ui/content/blocks/common-blocks.ts',
  ];
  const backendBase = httpBackendBase(env);
  let root = process.cwd();
  return {
    name: 'shop-start-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const tags: HtmlTagDescriptor[] = [];
        if (backendBase) {
          const origin = new URL(backendBase).origin;
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
            injectTo: 'head',
          });
          // Before the style sheets: a classic script after one waits for it to load.
          tags.push({
            tag: 'script',
            children: await startUpPreloadScript(root, backendBase),
            injectTo: 'head-prepend',
          });
        }
        const bundle = context.bundle ?? {};
        const page = hintsFor(bundle, pageModules);
        const byMode = modes.map((mode) => ({
          mode,
          ...hintsFor(bundle, [`src/composition/modules/${mode}-adapters.module.ts`]),
        }));
        /** The one mode that needs a file, if only one does. */
        const onlyFor = (fileName: string, kind: 'preload' | 'styles') => {
          if (page[kind].has(fileName)) return undefined;
          const needing = byMode.filter((hints) => hints[kind].has(fileName));
          return needing.length === byMode.length ? undefined : needing[0]?.mode;
        };
        const preload = new Set([
          ...byMode.flatMap((hints) => [...hints.preload]),
          ...page.preload,
        ]);
        const styles = new Set([...byMode.flatMap((hints) => [...hints.styles]), ...page.styles]);
        // Files the entry's own tags already name are left out.
        const link = (rel: string, kind: 'preload' | 'styles') => (fileName: string) => {
          if (html.includes(`/${fileName}"`)) return;
          const mode = modes.length > 1 ? onlyFor(fileName, kind) : undefined;
          const attrs = {
            rel,
            crossorigin: '',
            href: `/${fileName}`,
            ...(mode ? { 'data-run-mode': mode } : {}),
          };
          tags.push({ tag: 'link', attrs, injectTo: 'head' });
        };
        preload.forEach(link('modulepreload', 'preload'));
        styles.forEach(link('stylesheet', 'styles'));
        return tags;
      },
    },
  };
}

type RunMode = 'memory' | 'http';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The chunks start modules need, with their imports, and the stylesheets they import. */
function hintsFor(bundle: Bundle, modules: readonly string[]) {
  const preload = new Set<string>();
  const styles = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (preload.has(fileName) || chunk?.type !== 'chunk') return;
    preload.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports.forEach(add);
  };
  const found = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    const facade = chunk.type === 'chunk' ? (chunk.facadeModuleId ?? '') : '';
    const path = facade.replaceAll('\\', '/');
    const module = modules.find((name) => path.endsWith(name));
    if (module === undefined) continue;
    found.add(module);
    add(chunk.fileName);
  }
  // A module renamed or moved would silently lose its hint, and the page its head start.
  const missing = modules.filter((module) => !found.has(module));
  if (missing.length > 0 && Object.keys(bundle).length > 0) {
    throw new Error(`Start hints: no chunk for ${missing.join(', ')}`);
  }
  return { preload, styles };
}

/**
 * The http build's backend base, written as src/composition/config.ts reads it (that module is
 * not imported here: Vite's config loader would bundle it and its imports into the config).
 */
function httpBackendBase(env: Record<string, string>): string | undefined {
  if (env.VITE_SHOP_ADAPTERS !== 'http' || !env.VITE_SHOP_BACKEND) return undefined;
  return env.VITE_SHOP_BACKEND.replace(/\/$/, '');
}
