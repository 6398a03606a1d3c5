import type { ColourPair } from '@/domain/content/editor-colours';

export const colors = {
  ink: '#1f1c19',
  paper: '#fbf8f3',
  beige: '#efe7da',
  line: '#d9cfc0',
  accent: '#7a4b2a',
} as const;

/**
 * The page's own text on its own ground, where editors' colours do not read
 * (docs/decisions/0108-settings-editors-set-per-market.md).
 */
export const pageColours: ColourPair = { text: colors.ink, background: colors.paper };

export const fonts = {
  /**
   * Text: Instrument Sans, self-hosted through `@fontsource/instrument-sans` (regular and
   * semibold, Latin), with a fallback adjusted to its metrics, as the display face's is.
   */
  body: "'Instrument Sans', 'Instrument Sans Fallback', Arial, Helvetica, sans-serif",
  /**
   * Headings: Fraunces, self-hosted through `@fontsource/fraunces` (one weight, Latin), with a
   * fallback whose metrics are adjusted to Fraunces's, so the swap moves no line.
   */
  display: "Fraunces, 'Fraunces Fallback', 'Times New Roman', serif",
} as const;

/**
 * The type scale: every heading size is one of these steps, growing with the viewport between a
 * phone's and a desktop's size (docs/product.md#site-wide-layout).
 */
export const typeScale = {
  /** The hero's headline over its picture: 1.75 → 3.25 rem. */
  hero: 'clamp(1.75rem, 1.2rem + 2.5vw, 3.25rem)',
  /** The hero's and a headline block's main heading: 2 → 2.75 rem. */
  display: 'clamp(2rem, 1.55rem + 1.4vw, 2.75rem)',
  /** A page's own heading: 1.75 → 2.25 rem. */
  pageTitle: 'clamp(1.75rem, 1.45rem + 0.95vw, 2.25rem)',
  /** A section's heading on a page: 1.5 → 2 rem. */
  sectionTitle: 'clamp(1.5rem, 1.2rem + 0.95vw, 2rem)',
} as const;

/**
 * Secondary text, and the toast (docs/product.md#errors) colours (red for error, green for
 * success).
 */
export const tones = {
  muted: '#6f665c',
  error: '#8f2d24',
  errorSoft: '#f7e4e0',
  success: '#2d5e3c',
  successSoft: '#e1eee3',
} as const;
