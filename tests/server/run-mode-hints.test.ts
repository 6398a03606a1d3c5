import { describe, expect, it } from 'vitest';
import { parseShopConfig } from '@/composition/config';
import { templateForRunMode } from '@/server/run-mode-hints';

const TEMPLATE =
  '<head><title>Lera</title>' +
  '<link rel="modulepreload" crossorigin="" href="/assets/memory.js" data-run-mode="memory">' +
  '<link rel="modulepreload" crossorigin="" href="/assets/http.js" data-run-mode="http">' +
  '<link rel="modulepreload" crossorigin="" href="/assets/page.js"></head>';

describe('templateForRunMode', () => {
  it('keeps the memory adapters’ hints on the fakes, and nothing to preconnect to', () => {
    const page = templateForRunMode(TEMPLATE, parseShopConfig({}));
    expect(page).toContain('href="/assets/memory.js">');
    expect(page).not.toContain('/assets/http.js');
    expect(page).toContain('/assets/page.js');
    expect(page).not.toContain('preconnect');
    expect(page).not.toContain('data-run-mode');
  });

  it('keeps the http adapters’ hints against backends, and preconnects to each origin once', () => {
    const config = parseShopConfig({
      VITE_SHOP_ADAPTERS: 'http',
      VITE_SHOP_BACKEND: 'https://api.lera.example/shop',
      VITE_SHOP_SEARCH_KEY: 'key',
    });
    const page = templateForRunMode(TEMPLATE, config);
    expect(page).toContain('href="/assets/http.js">');
    expect(page).not.toContain('/assets/memory.js');
    expect(page.match(/rel="preconnect"/g)).toHaveLength(1);
    expect(page).toContain('<link rel="preconnect" href="https://api.lera.example" crossorigin>');
  });
});
