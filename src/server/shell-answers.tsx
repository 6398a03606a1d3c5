import { renderToString } from 'react-dom/server';
import { shellWith, type ShellStart } from '@/composition/first-screen/shell-start';
import { StartupFailure } from '@/ui/site/startup-failure';
import { withNonce } from './security/nonce-placeholder';

const ROOT = /<div id="root">\s*<!--page-->[\s\S]*?<!--\/page-->\s*<\/div>/;

/**
 * The app shell as the server answers it in a page's place (docs/operations.md#slow-or-failing-backends):
 * the built `index.html` with the answer's nonce and what the shell starts from — the server's
 * settings, and the error it met, if any, for the start-up to show.
 */
export function shellAnswer(shell: string, start: ShellStart, nonce: string): string {
  return shellWith(withNonce(shell, nonce), start);
}

/**
 * A page whose QA switches cannot be read (`?catalogue=`, `?faults=`, `?latency=`): the shell
 * with the failure's words already in it — what is wrong and what is allowed — so they read
 * before any script runs; the browser, reading the same address, says the same.
 */
export function badSwitchesAnswer(
  shell: string,
  start: ShellStart,
  nonce: string,
  error: Error,
): string {
  const failure = renderToString(<StartupFailure error={error} />);
  return shellAnswer(shell, start, nonce).replace(ROOT, () => `<div id="root">${failure}</div>`);
}
