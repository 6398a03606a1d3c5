import * as z from 'zod/mini';

/** A text field editors may leave empty, or that older stories lack: it reads as `''`. */
export const textSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
);

/** A list field that older stories lack: it reads as `[]`. */
export function listSchema<T extends z.ZodMiniType>(item: T) {
  return z._default(z.array(item), []);
}

/**
 * A story's root block's id. The content service's own examples leave it out of a story's
 * `content` (docs/decisions/0127-vendor-answers-as-sent.md), so the mapping to the domain takes
 * the story's `uuid` instead; every nested block has one.
 */
export function rootUidSchema() {
  return z.optional(z.string());
}

/**
 * docs/product.md#content-blocks a block of a story's tree: its own fields pass through for the UI
 * to read.
 */
export const blokSchema = z.looseObject({ _uid: rootUidSchema(), component: z.string() });

/** An asset field (image): an empty one has `filename: ''` (or null). */
export const assetSchema = z.object({
  filename: z.nullable(z.string()),
  alt: z.optional(z.nullable(z.string())),
});

/** A story of the CDN API with `content` as `content` says. */
export function storySchema<C extends z.ZodMiniType>(content: C) {
  return z.object({
    id: z.number(),
    uuid: z.string(),
    name: z.string(),
    slug: z.string(),
    full_slug: z.string(),
    content,
  });
}

export const pageStorySchema = storySchema(blokSchema);

/** `cdn/stories/{id|slug}`: one story. */
export const storyBodySchema = z.object({ story: pageStorySchema });

/** `cdn/stories`: a page of stories; no match is `{stories: []}`. */
export const storiesBodySchema = z.object({ stories: z.array(pageStorySchema) });

export type StoryBody = z.input<typeof pageStorySchema>;
export type StoriesBody = z.input<typeof storiesBodySchema>;
