import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { advanceEntry, type CacheEntry, type CacheEvent } from '@/domain/cache/cache-entry';
import { cacheSnapshot, restoreResponseCache } from '@/domain/cache/cache-snapshot';
import {
  CATEGORIES_PATH,
  catalogueCacheUrl,
  productByIdPath,
  productBySkuPath,
  productByUriPath,
  productsInCategoryPath,
  silkProductsPath,
} from '@/domain/cache/cache-urls';
import {
  applyCacheEvent,
  cachedEntry,
  emptyResponseCache,
  type ResponseCache as CacheData,
  shouldFetch,
  touch,
} from '@/domain/cache/response-cache';
import type { Category, Product } from '@/domain/catalogue/product';
import { CatalogueGateway } from './catalogue-gateway.port';
import { Clock } from '@/application/shared/clock.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { InFlight } from '@/lib/in-flight';
import { SiteContext } from '@/application/shared/site-context.port';

/**
 * docs/architecture.md#server-rendering: the cache as plain data — its settled entries, least
 * recently used first.
 */
export interface ResponseCacheState {
  readonly entries: readonly CacheEntry<unknown>[];
}

/**
 * Product and category responses by URL (docs/product.md#response-cache,
 * docs/product.md#response-cache, docs/product.md#constants-and-limits): each URL goes notLoaded →
 * loading → success | error; a loaded or loading URL is not fetched again (callers at the same time
 * share one request); a failed fetch leaves status error (docs/product.md#errors) and may be tried
 * again; at most 1000 entries, the least recently used leaving first.
 */
@injectable()
export class ResponseCacheStore {
  cache: CacheData<unknown> = emptyResponseCache();
  private readonly inFlight = new InFlight<string, CacheEntry<unknown>>();

  constructor(
    @inject(CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(SiteContext) private readonly siteContext: SiteContext,
  ) {
    makeAutoObservable<this, 'catalogue' | 'clock' | 'siteContext' | 'inFlight'>(
      this,
      {
        cache: observable.ref,
        catalogue: false,
        clock: false,
        siteContext: false,
        inFlight: false,
      },
      { autoBind: true },
    );
  }

  /** How many URLs the cache holds. */
  get size(): number {
    return this.cache.entries.size;
  }

  /** The entry of `url` as it stands (notLoaded when never fetched or evicted). */
  entry<T>(url: string): CacheEntry<T> {
    return cachedEntry(this.cache, url) as CacheEntry<T>;
  }

  /**
   * docs/product.md#response-cache: the entry of `url`, fetching it with `load` only when it is
   * neither loaded nor loading. Resolves once the entry is settled — success, or error when `load`
   * rejects (docs/product.md#errors: status error); it never rejects. `load` must answer the same
   * type for the same URL.
   */
  fetch<T>(url: string, load: () => Promise<T>): Promise<CacheEntry<T>> {
    const entry = cachedEntry(this.cache, url);
    if (entry.status === 'success') {
      this.cache = touch(this.cache, url);
      return Promise.resolve(entry as CacheEntry<T>);
    }
    // Evicted while loading: it is loading again, so the shared answer is kept when it comes.
    if (!this.inFlight.has(url) || shouldFetch(this.cache, url)) {
      this.apply(url, { type: 'start' });
    }
    const request = this.inFlight.run(url, () =>
      new Promise<T>((resolve) => resolve(load())).then(
        (response) => this.settle(url, { type: 'succeed', response, receivedAt: this.clock.now() }),
        (error: unknown) => this.settle(url, failure(error, this.clock.now())),
      ),
    );
    return request as Promise<CacheEntry<T>>;
  }

  /**
   * The catalogue product with URL key `uri` (docs/product.md#commerce-backend
   * `/products/uri/{uri}`), for the current site.
   */
  productByUri(uri: string): Promise<CacheEntry<Product>> {
    return this.fetch(this.productUrl(uri), () => this.catalogue.productByUri(uri));
  }

  /** The cached entry `productByUri(uri)` fills, for a view to read. */
  productEntry(uri: string): CacheEntry<Product> {
    return this.entry(this.productUrl(uri));
  }

  /**
   * The catalogue product with sku `sku` (docs/product.md#commerce-backend `/products/sku/{sku}`),
   * for the current site.
   */
  productBySku(sku: string): Promise<CacheEntry<Product>> {
    return this.fetch(this.productBySkuUrl(sku), () => this.catalogue.productBySku(sku));
  }

  /** The cached entry `productBySku(sku)` fills, for a view to read. */
  productBySkuEntry(sku: string): CacheEntry<Product> {
    return this.entry(this.productBySkuUrl(sku));
  }

  /**
   * The catalogue product with id `id` (docs/product.md#commerce-backend `/products/id/{id}`; a
   * wishlist variant), for the current site.
   */
  productById(id: string): Promise<CacheEntry<Product>> {
    return this.fetch(this.productByIdUrl(id), () => this.catalogue.productById(id));
  }

  /** The cached entry `productById(id)` fills, for a view to read. */
  productByIdEntry(id: string): CacheEntry<Product> {
    return this.entry(this.productByIdUrl(id));
  }

  /**
   * The products of a category (docs/product.md#commerce-backend `/products/categories/{id}`), for
   * the current site.
   */
  productsInCategory(categoryId: string): Promise<CacheEntry<readonly Product[]>> {
    return this.fetch(this.categoryProductsUrl(categoryId), () =>
      this.catalogue.productsInCategory(categoryId),
    );
  }

  /** The cached entry `productsInCategory(categoryId)` fills, for a view to read. */
  productsInCategoryEntry(categoryId: string): CacheEntry<readonly Product[]> {
    return this.entry(this.categoryProductsUrl(categoryId));
  }

  /**
   * The colour variants of one design (docs/product.md#commerce-backend
   * `/products/silk-product/{id}`), for the current site.
   */
  silkProducts(silkId: string): Promise<CacheEntry<readonly Product[]>> {
    return this.fetch(this.silkProductsUrl(silkId), () => this.catalogue.silkProducts(silkId));
  }

  /** The cached entry `silkProducts(silkId)` fills, for a view to read. */
  silkProductsEntry(silkId: string): CacheEntry<readonly Product[]> {
    return this.entry(this.silkProductsUrl(silkId));
  }

  /** The category tree (docs/product.md#commerce-backend `/categories`), for the current site. */
  categories(): Promise<CacheEntry<readonly Category[]>> {
    return this.fetch(this.categoriesUrl(), () => this.catalogue.categories());
  }

  /** The cached entry `categories()` fills, for a view to read. */
  categoriesEntry(): CacheEntry<readonly Category[]> {
    return this.entry(this.categoriesUrl());
  }

  toJSON(): ResponseCacheState {
    return { entries: cacheSnapshot(this.cache) };
  }

  /**
   * Takes over the settled entries of a state `toJSON` wrote
   * (docs/architecture.md#server-rendering).
   */
  hydrate(state: ResponseCacheState): void {
    this.cache = restoreResponseCache(state.entries, this.cache.capacity);
  }

  private productUrl(uri: string): string {
    return catalogueCacheUrl(productByUriPath(uri), this.siteContext.site);
  }

  private productBySkuUrl(sku: string): string {
    return catalogueCacheUrl(productBySkuPath(sku), this.siteContext.site);
  }

  private productByIdUrl(id: string): string {
    return catalogueCacheUrl(productByIdPath(id), this.siteContext.site);
  }

  private categoryProductsUrl(categoryId: string): string {
    return catalogueCacheUrl(productsInCategoryPath(categoryId), this.siteContext.site);
  }

  private silkProductsUrl(silkId: string): string {
    return catalogueCacheUrl(silkProductsPath(silkId), this.siteContext.site);
  }

  private categoriesUrl(): string {
    return catalogueCacheUrl(CATEGORIES_PATH, this.siteContext.site);
  }

  private apply(url: string, event: CacheEvent<unknown>): void {
    const next = applyCacheEvent(this.cache, url, event);
    if (next.ok) this.cache = next.value;
  }

  /**
   * Stores an answer. When the cache refuses it (the URL was evicted, or a hydrated state took
   * its place, while it loaded), the callers still get the answer; the cache just does not keep it.
   */
  private settle(url: string, event: CacheEvent<unknown>): CacheEntry<unknown> {
    const next = applyCacheEvent(this.cache, url, event);
    if (next.ok) {
      this.cache = next.value;
      return cachedEntry(this.cache, url);
    }
    const answered = advanceEntry({ url, status: 'loading' }, event);
    return answered.ok ? answered.value : cachedEntry(this.cache, url);
  }
}

function failure(error: unknown, receivedAt: number): CacheEvent<unknown> {
  const httpStatus = error instanceof GatewayError ? error.status : undefined;
  return { type: 'fail', receivedAt, ...(httpStatus === undefined ? {} : { httpStatus }) };
}
