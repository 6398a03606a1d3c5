import type { PageRoute } from '@/domain/site/page-route';
import { seedCatalogue } from './catalogue/catalogue.seed';
import { seededContent } from './content/content.seed';
import { shopRoutes } from './shop.seed';

/**
 * The route lookup of the curated seeded shop (docs/product.md#route-lookup): every content page in
 * both languages, every category and every product.
 */
export const seededRoutes: readonly PageRoute[] = shopRoutes(seedCatalogue(), seededContent(0));
