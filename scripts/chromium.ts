/**
 * The system Chromium the e2e tests and the benchmark drive (docs/architecture.md#toolchain-notes:
 * test tools cannot download browsers here), and the flags that keep it quiet on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
