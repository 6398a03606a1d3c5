export const colors = {
  ink: '#1f1c19',
  paper: '#fbf8f3',
  beige: '#efe7da',
  line: '#d9cfc0',
  accent: '#7a4b2a',
} as const;

export const fonts = {
  body: "'Helvetica Neue', Arial, sans-serif",
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
