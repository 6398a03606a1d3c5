import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import ts from 'typescript';

const FORM_SOURCE = new URL(
  '../../src/adapters/memory/test-payment/test-payment-form.ts',
  import.meta.url,
);

/** Where the stub serves the test provider's script, under its own origin. */
export const TEST_PAY_SCRIPT_PATH = '/payment-provider/test-pay.js';

/**
 * The test payment provider's side (docs/test-payment-provider.md): the script its HTML loads.
 * It is the card form the memory fake mounts in-process, with its types taken off, started on
 * every provider element the page holds; `window.LeraTestPay` is what the commerce backend's
 * checkout script pauses and resumes.
 */
export function paymentProviderRoutes(): Hono {
  const app = new Hono();
  let script: Promise<string> | undefined;
  app.get('/test-pay.js', async (c) => {
    script ??= providerScript();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(await script);
  });
  return app;
}

async function providerScript(): Promise<string> {
  const source = await readFile(FORM_SOURCE, 'utf8');
  const module = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      removeComments: true,
    },
  }).outputText;
  return `(function () {
  var exports = {};
  ${module}
  var held = (window.LeraTestPay && window.LeraTestPay.forms) || [];
  held = held.filter(function (entry) {
    if (entry.host.isConnected) return true;
    entry.form.unmount();
    return false;
  });
  document.querySelectorAll(exports.TEST_PAYMENT_SELECTOR).forEach(function (host) {
    if (host.dataset.mounted === 'true') return;
    host.dataset.mounted = 'true';
    held.push({ host: host, form: exports.mountTestPaymentForm(host) });
  });
  window.LeraTestPay = {
    forms: held,
    suspend: function () { held.forEach(function (entry) { entry.form.suspend(); }); },
    resume: function () { held.forEach(function (entry) { entry.form.resume(); }); },
  };
})();
`;
}
