import * as z from 'zod/mini';
import type { RecordedAnswers } from './answer-log';

/**
 * What a server-rendered page hands to the browser's first render
 * (docs/architecture.md#server-rendering): the run-time settings (the public `VITE_SHOP_*` ones,
 * read by the server when it starts rather than baked into the bundle), the page's status, the
 * render's time, and the shared-data answers it rendered from.
 */
export interface FirstScreen {
  readonly settings: Readonly<Record<string, string>>;
  /** The page's status: an error page is taken over only by the same error. */
  readonly status: number;
  readonly renderedAt: number;
  readonly answers: RecordedAnswers;
}

/** The id of the page's `<script type="application/json">` that carries it. */
export const FIRST_SCREEN_ID = 'first-screen';

const firstScreenSchema = z.object({
  settings: z.record(z.string(), z.string()),
  status: z.number(),
  renderedAt: z.number(),
  answers: z.record(z.string(), z.unknown()),
});

/**
 * A `<script type="application/json">` carrying `value`. Its JSON has `<`, `>`, `&` and the line
 * separators escaped, so no text from a backend — a product name holding `</script>`, say — can
 * end the element early and run as markup.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** What `jsonScript` carried, read back with `schema`; undefined, with a warning, if unreadable. */
export function readJsonScript<T>(
  text: string | null | undefined,
  schema: z.ZodMiniType<T>,
  what: string,
): T | undefined {
  if (!text) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn(`${what} could not be read: ${z.prettifyError(parsed.error)}`);
  } catch (error) {
    console.warn(`${what} is not JSON`, error);
  }
  return undefined;
}

/** The script element that carries `firstScreen`. */
export function firstScreenScript(firstScreen: FirstScreen): string {
  return jsonScript(FIRST_SCREEN_ID, firstScreen);
}

/**
 * Reads the page's first screen back; undefined when the page has none (the app shell the
 * service worker serves, or the dev server) or it cannot be read — the page then renders on its
 * own, as a client-rendered one.
 */
export function readFirstScreen(text: string | null | undefined): FirstScreen | undefined {
  return readJsonScript(text, firstScreenSchema, "The page's first screen");
}
