import * as z from 'zod/mini';

/**
 * What the shop kept in the browser's storage, read back through its schema: storage is the
 * visitor's to change, so text that is no JSON, or JSON of another shape, reads as nothing kept.
 */
export function readStoredJson<Schema extends z.ZodMiniType>(
  schema: Schema,
  text: string | undefined,
): z.output<Schema> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
