import type { ScriptLoader } from '@/application/shared/script-loader.port';

/**
 * Adds a `<script async>` once per source. A failed load is forgotten, so the next call tries
 * again (docs/architecture.md#ports: flag reset on failure).
 */
export class DomScriptLoader implements ScriptLoader {
  private readonly loads = new Map<string, Promise<void>>();

  load(src: string): Promise<void> {
    const known = this.loads.get(src);
    if (known) return known;
    const loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        this.loads.delete(src);
        reject(new Error(`Could not load script ${src}`));
      };
      document.head.append(script);
    });
    this.loads.set(src, loading);
    return loading;
  }
}
