/**
 * Shown when the shop cannot start at all (docs/product.md#errors: missing configuration). No store
 * or translation exists yet, so the text is the developer's, not the shopper's.
 */
export function StartupFailure({ error }: { error: unknown }) {
  return (
    <main role="alert" style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      <h1>The shop could not start</h1>
      {/* A message names what was wrong and what is allowed: wrapped, so a phone reads it all. */}
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {error instanceof Error ? error.message : String(error)}
      </pre>
    </main>
  );
}
