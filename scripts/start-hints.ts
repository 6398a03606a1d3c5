import type { HtmlTagDescriptor, Plugin } from 'vite';
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
  const mode = env.VITE_SHOP_ADAPTERS === 'http' ? 'http' : 'memory';
  const startModules = [
    `src/composition/modules/${mode}-adapters.module.ts`,
    'src/ui/content/resolved-page.tsx',
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
        const preload = new Set<string>();
        const styles = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (preload.has(fileName) || chunk?.type !== 'chunk') return;
          preload.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          const module = chunk.type === 'chunk' ? (chunk.facadeModuleId ?? '') : '';
          if (startModules.some((name) => module.replaceAll('\\', '/').endsWith(name))) {
            add(chunk.fileName);
          }
        }
        // Files the entry's own tags already name are left out.
        const link = (rel: string) => (fileName: string) => {
          if (html.includes(`/${fileName}"`)) return;
          const attrs = { rel, crossorigin: '', href: `/${fileName}` };
          tags.push({ tag: 'link', attrs, injectTo: 'head' });
        };
        preload.forEach(link('modulepreload'));
        styles.forEach(link('stylesheet'));
        return tags;
      },
    },
  };
}

/**
 * The http build's backend base, written as src/composition/config.ts reads it (that module is
 * not imported here: Vite's config loader would bundle it and its imports into the config).
 */
function httpBackendBase(env: Record<string, string>): string | undefined {
  if (env.VITE_SHOP_ADAPTERS !== 'http' || !env.VITE_SHOP_BACKEND) return undefined;
  return env.VITE_SHOP_BACKEND.replace(/\/$/, '');
}
