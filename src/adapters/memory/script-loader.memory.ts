import type { ScriptLoader } from '@/application/shared/script-loader.port';

/** Loads nothing and succeeds at once; remembers what was asked for. */
export class MemoryScriptLoader implements ScriptLoader {
  readonly loaded: string[] = [];

  async load(src: string): Promise<void> {
    if (!this.loaded.includes(src)) this.loaded.push(src);
  }
}
