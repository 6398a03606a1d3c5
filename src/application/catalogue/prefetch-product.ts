import { inject, injectable } from 'inversify';
import { linkPrefetchAllowed } from '@/domain/network/link-prefetch';
import { NetworkConditions } from '@/application/shared/network-conditions.port';
import { ResponseCacheStore } from './response-cache.store';

/**
 * docs/product.md#other-calls link prefetch: when a shopper points at or focuses a product link,
 * its product is fetched into the response cache, so the page it leads to has its data when it
 * opens — unless the connection is 2g or saving data. A fetch already under way or cached is not
 * repeated.
 */
@injectable()
export class PrefetchProduct {
  constructor(
    @inject(ResponseCacheStore) private readonly cache: ResponseCacheStore,
    @inject(NetworkConditions) private readonly network: NetworkConditions,
  ) {}

  /** Whether it asked for the product (false: skipped for the connection). */
  run(uri: string): boolean {
    if (!linkPrefetchAllowed(this.network.current())) return false;
    void this.cache.productByUri(uri);
    return true;
  }
}
