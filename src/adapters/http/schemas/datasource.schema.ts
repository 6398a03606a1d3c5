import * as z from 'zod/mini';

/** docs/product.md#translations, as the CDN API's `datasource_entries` sends it. */
export const datasourceEntrySchema = z.object({
  name: z.string(),
  value: z.nullable(z.string()),
  dimension_value: z.optional(z.nullable(z.string())),
});

export const datasourceEntriesSchema = z.object({
  datasource_entries: z.array(datasourceEntrySchema),
});

export type DatasourceEntriesBody = z.input<typeof datasourceEntriesSchema>;
