import type { ShopConfig } from '@/composition/config';

/** A start hint the build tagged with the one run mode that needs it (scripts/start-hints.ts). */
const TAGGED_HINT = /<link\b[^>]*?\sdata-run-mode="(\w+)"[^>]*>/g;

/**
 * The built page template for the mode this server runs in, which it reads when it starts: the
 * other mode's start hints dropped (they would fetch adapters the page never runs), and in http
 * mode a preconnect to each backend origin the browser will call once the page is its own.
 */
export function templateForRunMode(template: string, config: ShopConfig): string {
  const kept = template.replace(TAGGED_HINT, (hint, mode: string) =>
    mode === config.adapters ? hint.replace(/\sdata-run-mode="\w+"/, '') : '',
  );
  if (config.adapters !== 'http') return kept;
  const { base, accountBase, searchBase } = config.backend;
  const origins = new Set([base, accountBase, searchBase].map((url) => new URL(url).origin));
  const preconnects = [...origins]
    .filter((origin) => !kept.includes(`rel="preconnect" href="${origin}"`))
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return kept.replace('</title>', `</title>${preconnects}`);
}
