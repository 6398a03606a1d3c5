import * as z from 'zod/mini';
import { rootUidSchema, storySchema, textSchema } from './story.schema';

/** docs/product.md#notices: a site-notice story's content. */
export const noticeContentSchema = z.object({
  _uid: rootUidSchema(),
  component: z.string(),
  html: textSchema,
  position: textSchema,
  background_color: textSchema,
  font_color: textSchema,
  text_alignment: textSchema,
  enabled: textSchema,
});

export const noticeStoriesSchema = z.object({ stories: z.array(storySchema(noticeContentSchema)) });

export type NoticeStoriesBody = z.input<typeof noticeStoriesSchema>;
