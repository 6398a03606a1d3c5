import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellWith } from '@/composition/first-screen/shell-start';
import { startInBrowser } from '@/composition/start-in-browser';

const SHELL =
  '<!doctype html><html><head><title>Lera</title></head><body>' +
  '<div id="root"><!--page--><div class="app-shell"></div><!--/page--></div></body></html>';

/** The shops started, unmounted after each test so none renders on once its page is gone. */
const started: Root[] = [];

/** Opens `path` as the app shell the server answers with `start`, and lets the browser start. */
async function openShell(path: string, html: string): Promise<void> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', path);
  await act(async () => {
    started.push(
      await startInBrowser(document.getElementById('root')!, {
        // The bundle's settings would start a shop that cannot start: the shell's must win.
        buildSettings: { VITE_SHOP_ADAPTERS: 'http' },
        isProduction: false,
        onRecoverableError: () => undefined,
      }),
    );
  });
}

describe('the app shell the server answers (docs/product.md#start-up, step 4)', () => {
  afterEach(() => {
    act(() => started.splice(0).forEach((root) => root.unmount()));
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('starts on the settings the server handed over, not the bundle’s', async () => {
    await openShell('/se-en', shellWith(SHELL, { settings: { VITE_SHOP_ADAPTERS: 'memory' } }));
    expect(
      await screen.findByRole('link', { name: 'Lera – Go to the home page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error the server met through the error view, in the address’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const start = { settings: {}, serverError: { status: 500 } };
    await openShell('/se-en/servering', shellWith(SHELL, start));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '500 Something went wrong' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
