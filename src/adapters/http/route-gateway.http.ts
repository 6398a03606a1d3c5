import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type { RouteGateway } from '@/application/content/route-gateway.port';
import type { PageRoute } from '@/domain/site/page-route';
import type { Site } from '@/domain/site/site';
import { CommerceHttp, getParsed } from './commerce-client';
import { commercePaths } from './commerce-requests';
import { pageRouteSchema } from './schemas/route.schema';

/**
 * docs/product.md#route-lookup on the shop's own backend (the commerce client, so the backend also
 * hears the site's country and language). docs/product.md#routes: every failure is swallowed as
 * `null`.
 */
@injectable()
export class HttpRouteGateway implements RouteGateway {
  constructor(@inject(CommerceHttp) private readonly http: AxiosInstance) {}

  async route(path: string, site?: Site): Promise<PageRoute | null> {
    try {
      const url = commercePaths.route(path);
      const body = await getParsed(this.http, url, pageRouteSchema, site && { params: site });
      return { component: body.component, id: String(body.id), url: body.url };
    } catch {
      return null;
    }
  }
}
