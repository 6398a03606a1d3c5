import { z } from 'zod';

// zod compiles each object schema into a function (`new Function`) on its first parse, which
// pays off for schemas parsed thousands of times; a page parses each a few times.
z.config({ jitless: true });

/**
 * The browser entry (docs/architecture.md#server-rendering). The shop's code is imported, not
 * linked: evaluating the libraries (this module's chunk) and the shop (the import's) then takes
 * two tasks rather than one long one, so a phone can paint and answer in between. The build's
 * start hints preload the import's chunk beside this one.
 */
const root = document.getElementById('root');
if (root) {
  void import('./composition/start-in-browser').then(({ startInBrowser }) =>
    startInBrowser(root, {
      buildSettings: import.meta.env,
      isProduction: import.meta.env.PROD,
      // Logged as an error, which fails any journey that meets it.
      onRecoverableError: (error) =>
        console.error('Hydration mismatch: the server HTML was thrown away', error),
    }),
  );
}
