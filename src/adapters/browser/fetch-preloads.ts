/**
 * Asks the browser for GET responses the page's code will fetch once it runs
 * (`<link rel=preload as=fetch>`). The code's own `fetch` or XHR then takes the response
 * already on its way. `crossorigin=anonymous` matches the clients' CORS calls without
 * credentials; a preload that differs in any of that would be fetched twice.
 */
export function preloadFetches(document: Document, urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = url;
    document.head.append(link);
  }
}
