import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = '\0start-up-preloads';

/**
 * The start-up's preload hints (src/composition/start-up-preloads.ts) for a backend,
 * bundled into one classic script for index.html's head. Inlined rather than linked, it runs
 * while the page is parsed: the hints go out a round trip before the shop's code could send
 * the calls itself. A few hundred bytes of the shop's own modules, no library.
 */
export async function startUpPreloadScript(root: string, backendBase: string): Promise<string> {
  const module = (path: string) => JSON.stringify(resolve(root, path));
  const entry: Plugin = {
    name: 'start-up-preloads-entry',
    resolveId: (id) => (id === ENTRY ? id : undefined),
    load: (id) =>
      id === ENTRY
        ? `import { preloadStartUp } from ${module('src/composition/start-up-preloads.ts')};\n` +
          `import { startUpBackendOf } from ${module('src/composition/backend-urls.ts')};\n` +
          `preloadStartUp(startUpBackendOf(${JSON.stringify(backendBase)}), location, document);\n`
        : undefined,
  };
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    logLevel: 'warn',
    plugins: [entry],
    build: {
      // Nothing is written, and no output folder (the main build's, say) is emptied.
      write: false,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk')
    throw new Error('The start-up preload script did not build');
  return chunk.code.trim();
}
