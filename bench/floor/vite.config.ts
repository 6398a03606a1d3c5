import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor page alone (bench/floor/main.tsx), none of the shop's plugins. */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  // One chunk of every mandated library is the point; Vite's warning about its size is not.
  build: { chunkSizeWarningLimit: 1000 },
});
