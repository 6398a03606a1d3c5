/** UI texts by key, Swedish first, English second: one line per key, so neither is forgotten. */
export type TextTable = Readonly<Record<string, readonly [sv: string, en: string]>>;
