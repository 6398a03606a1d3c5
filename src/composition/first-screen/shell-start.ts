import * as z from 'zod/mini';
import type { ReportedError } from '@/domain/site/page-error';
import { jsonScript, readJsonScript } from './first-screen';

/**
 * What the server hands an app shell it answers instead of a rendered page — too slow a backend,
 * or a render that failed (docs/operations.md): the run-time settings, so the shell starts in
 * the server's run mode rather than the bundle's, and the error the server met, which the start-up
 * shows through the error view (docs/product.md#start-up 4).
 */
export interface ShellStart {
  readonly settings: Readonly<Record<string, string>>;
  readonly serverError?: ReportedError | undefined;
}

/** The id of the shell's `<script type="application/json">` that carries it. */
export const SHELL_START_ID = 'shell-start';

const shellStartSchema = z.object({
  settings: z.record(z.string(), z.string()),
  serverError: z.optional(
    z.object({ status: z.optional(z.number()), message: z.optional(z.string()) }),
  ),
});

/** The shell as the server answers it: the template with `start` before the body's end. */
export function shellWith(shell: string, start: ShellStart): string {
  return shell.replace('</body>', () => `${jsonScript(SHELL_START_ID, start)}</body>`);
}

/**
 * Reads it back; undefined when the shell has none (the service worker's precached shell, the dev
 * server's page) or it cannot be read — the shell then starts on the bundle's settings.
 */
export function readShellStart(text: string | null | undefined): ShellStart | undefined {
  return readJsonScript(text, shellStartSchema, "The shell's start");
}
