/** The parts of Vite's build manifest (`.vite/manifest.json`) the byte figures need. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest keys of the entry chunks (index.html's script). */
export function entryKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
}

/** `keys` and every chunk they import statically, transitively (what loads with them). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The JS and CSS files of some chunks, each file once. */
export function filesOf(
  manifest: Manifest,
  keys: readonly string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Which manifest chunk a built file (`assets/x-abc.js`) belongs to: its key, else undefined. */
export function chunkOfFile(manifest: Manifest, file: string): string | undefined {
  const clean = file.replace(/^\/+/, '');
  return Object.keys(manifest).find(
    (key) => manifest[key]?.file === clean || (manifest[key]?.css ?? []).includes(clean),
  );
}

/** A chunk's readable name: its source path (the entry's marked), else its name, else its file. */
export function chunkLabel(manifest: Manifest, key: string): string {
  const chunk = manifest[key];
  const name = chunk?.src ?? chunk?.name ?? chunk?.file ?? key;
  return chunk?.isEntry ? `${name} (entry)` : name;
}
