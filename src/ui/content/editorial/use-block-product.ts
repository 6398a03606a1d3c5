import { useEffect } from 'react';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import type { CacheEntry } from '@/domain/cache/cache-entry';
import type { Product } from '@/domain/catalogue/product';
import { textField } from '@/domain/content/blok-fields';
import type { Blok } from '@/domain/content/story';
import { productReference } from '@/domain/editorial/product-reference';
import { useStore } from '@/ui/shared/container-context';

/**
 * The catalogue product a block names by `sku` or `uri` (docs/product.md#content-blocks: single product
 * link, product display), through the response cache (docs/product.md#response-cache: fetched once per
 * site); `undefined` when the block names none. Read it in an `observer`.
 */
export function useBlockProduct(blok: Blok): CacheEntry<Product> | undefined {
  const cache = useStore(ResponseCacheStore);
  const reference = productReference(textField(blok, 'sku'), textField(blok, 'uri'));
  const key = reference ? (reference.kind === 'sku' ? reference.sku : reference.uri) : '';
  const kind = reference?.kind;

  useEffect(() => {
    if (kind === 'sku') void cache.productBySku(key);
    else if (kind === 'uri') void cache.productByUri(key);
  }, [cache, kind, key]);

  if (!reference) return undefined;
  return reference.kind === 'sku'
    ? cache.productBySkuEntry(reference.sku)
    : cache.productEntry(reference.uri);
}
