import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { CatalogueGateway } from '@/application/catalogue/catalogue-gateway.port';
import type {
  Category,
  FilterMetadata,
  FilterValue,
  Product,
  ReviewSettings,
} from '@/domain/catalogue/product';
import { CommerceHttp, getParsed } from './commerce-client';
import {
  filterMetadataListSchema,
  reviewSettingsSchema,
  type filterMetadataSchema,
} from './schemas/catalogue-settings.schema';
import { categoriesSchema, categorySchema } from './schemas/category.schema';
import { productSchema, productsSchema, type FilterRequestBody } from './schemas/product.schema';
import { sendParsed } from './send-request';
import { toProduct } from './product.to-domain';

/**
 * The catalogue from the commerce backend (docs/product.md#commerce-backend products, categories,
 * filters, reviews).
 */
@injectable()
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(@inject(CommerceHttp) private readonly http: AxiosInstance) {}

  async products(): Promise<readonly Product[]> {
    return this.list('/products');
  }

  async productsInCategory(categoryId: string): Promise<readonly Product[]> {
    return this.list(`/products/categories/${encodeURIComponent(categoryId)}`);
  }

  async filterProducts(productIds: readonly string[]): Promise<readonly Product[]> {
    const data: FilterRequestBody = { products: [...productIds] };
    const body = await sendParsed(
      this.http,
      { method: 'POST', url: '/products/filter', data },
      productsSchema,
    );
    return body.map(toProduct);
  }

  async silkProducts(silkId: string): Promise<readonly Product[]> {
    return this.list(`/products/silk-product/${encodeURIComponent(silkId)}`);
  }

  async productById(id: string): Promise<Product> {
    return this.one(`/products/id/${encodeURIComponent(id)}`);
  }

  async productByUri(uri: string): Promise<Product> {
    return this.one(`/products/uri/${encodeURIComponent(uri)}`);
  }

  async productBySku(sku: string): Promise<Product> {
    return this.one(`/products/sku/${encodeURIComponent(sku)}`);
  }

  async categories(): Promise<readonly Category[]> {
    return (await getParsed(this.http, '/categories', categoriesSchema)).map(toCategory);
  }

  async category(id: string): Promise<Category> {
    const path = `/categories/${encodeURIComponent(id)}`;
    return toCategory(await getParsed(this.http, path, categorySchema));
  }

  async categoriesInMarket(marketId: string): Promise<readonly Category[]> {
    const path = `/categories/markets/${encodeURIComponent(marketId)}`;
    return (await getParsed(this.http, path, categoriesSchema)).map(toCategory);
  }

  async filterMetadata(): Promise<readonly FilterMetadata[]> {
    const path = '/findify/storyblok-plugin-data';
    return (await getParsed(this.http, path, filterMetadataListSchema)).map(toFilterMetadata);
  }

  async reviewSettings(productId: string): Promise<ReviewSettings> {
    const url = `/yotpo/settings/${encodeURIComponent(productId)}`;
    const body = await sendParsed(this.http, { method: 'PUT', url }, reviewSettingsSchema);
    return { productId, enabled: body.enabled, appKey: body.app_key };
  }

  private async list(path: string): Promise<readonly Product[]> {
    return (await getParsed(this.http, path, productsSchema)).map(toProduct);
  }

  private async one(path: string): Promise<Product> {
    return toProduct(await getParsed(this.http, path, productSchema));
  }
}

function toCategory(body: z.output<typeof categorySchema>): Category {
  return {
    id: String(body.category),
    name: body.name,
    label: body.label ?? body.name,
    uri: body.uri,
    parentId: body.parent == null ? null : String(body.parent),
  };
}

function toFilterMetadata(body: z.output<typeof filterMetadataSchema>): FilterMetadata {
  return {
    findifyKey: body.findify_key,
    label: body.label ?? body.findify_key,
    type: body.type,
    values: body.values.map(toFilterValue),
  };
}

/** A bare value reads as itself, as does one whose label is missing or blank. */
function toFilterValue(body: z.output<typeof filterMetadataSchema>['values'][number]): FilterValue {
  if (typeof body !== 'object') return { value: String(body), label: String(body) };
  const value = String(body.value);
  return { value, label: body.label?.trim() ? body.label : value };
}
