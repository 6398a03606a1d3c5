import type { Container } from 'inversify';
import { SiteContext } from '@/application/shared/site-context.port';

/**
 * The site as the SiteStore holds it, read when an adapter asks rather than when the adapter
 * is built: the SiteStore itself needs the market gateway these adapters provide.
 */
export function lazySiteContext(container: Container): SiteContext {
  const store = () => container.get<SiteContext>(SiteContext);
  return {
    get site() {
      return store().site;
    },
    get isPreview() {
      return store().isPreview;
    },
    get current() {
      return store().current;
    },
  };
}
