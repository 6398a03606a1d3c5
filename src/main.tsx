import { startInBrowser } from './composition/start-in-browser';

/** The browser entry (docs/architecture.md#server-rendering). */
const root = document.getElementById('root');
if (root) {
  void startInBrowser(root, {
    buildSettings: import.meta.env,
    isProduction: import.meta.env.PROD,
    // Logged as an error, which fails any journey that meets it.
    onRecoverableError: (error) =>
      console.error('Hydration mismatch: the server HTML was thrown away', error),
  });
}
