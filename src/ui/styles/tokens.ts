/** SPEC §9 style breakpoints, in px. */
export const breakpoints = { sm: 620, md: 768, lg: 1024, xl: 1360, xxl: 1920 } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

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

/** Secondary text, and the SPEC §8 toast colours (red for error, green for success). */
export const tones = {
  muted: '#6f665c',
  error: '#8f2d24',
  errorSoft: '#f7e4e0',
  success: '#2d5e3c',
  successSoft: '#e1eee3',
} as const;
