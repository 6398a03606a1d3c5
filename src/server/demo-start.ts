/** The setting that dates the demo shop's live show (`MemoryConfig.startedAt`). */
export const DEMO_STARTED_AT = 'VITE_SHOP_DEMO_STARTED_AT';

/**
 * The settings with the demo shop's start fixed at `now` unless they set one: read once when a
 * server starts, so every render of the process — and every page it hands to a browser — dates the
 * seeded live show from the same moment, as the stub backend does in http mode. Other modes
 * ignore it.
 */
export function withDemoStart(
  settings: Readonly<Record<string, string>>,
  now: number,
): Readonly<Record<string, string>> {
  return settings[DEMO_STARTED_AT] ? settings : { ...settings, [DEMO_STARTED_AT]: String(now) };
}
