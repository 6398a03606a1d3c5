import * as z from 'zod/mini';

/** docs/product.md#route-lookup: the descriptor `GET /api/mateus/route/{path}` answers. */
export const pageRouteSchema = z.object({
  component: z.string(),
  id: z.union([z.string(), z.number()]),
  url: z.string(),
});

export type PageRouteBody = z.input<typeof pageRouteSchema>;
