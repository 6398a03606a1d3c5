/** How a piece of work ended within its time limit. */
export type Timed<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'late' }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Waits for `work` at most `ms`: its value, its failure, or `late`. Late work runs on; what it
 * ends with is dropped.
 */
export function withinTimeLimit<T>(work: Promise<T>, ms: number): Promise<Timed<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'late' }), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'done', value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', error });
      },
    );
  });
}
