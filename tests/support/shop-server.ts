import { readShellStart, SHELL_START_ID } from '@/composition/first-screen/shell-start';
import { createShopServer, type ShopServerOptions } from '@/server/shop-server';
import { clientBuild } from './client-build';

/** Where the test servers say the shop is published. */
export const SHOP = 'https://lera.shop';

/**
 * A production server over the least client build (`clientBuild`), on the fakes and published at
 * SHOP unless `options` say otherwise, its log lines kept in `lines`.
 */
export function testShopServer(options: Partial<ShopServerOptions> = {}) {
  const lines: string[] = [];
  const app = createShopServer({
    clientDir: clientBuild(),
    log: (line) => lines.push(line),
    ...options,
    settings: options.settings ?? { VITE_SHOP_ORIGIN: SHOP },
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path.startsWith('http') ? path : `${SHOP}${path}`, { headers });
  return { app, get, lines };
}

/** The start the server handed an app shell, read back as the browser does. */
export function shellStartOf(html: string) {
  const script = new RegExp(
    `<script type="application/json" id="${SHELL_START_ID}">(.*?)</script>`,
  );
  return readShellStart(script.exec(html)?.[1]);
}
