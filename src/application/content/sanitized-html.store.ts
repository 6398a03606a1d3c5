import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { HtmlKind } from '@/domain/content/html-allow-lists';
import { InFlight } from '@/lib/in-flight';
import { HtmlSanitizer } from './html-sanitizer.port';

const keyOf = (kind: HtmlKind, html: string) => `${kind}\n${html}`;

/**
 * The editors' HTML made safe, kept for rendering (docs/product.md#notices,
 * docs/product.md#content-blocks). A page's loaders prepare what its first screen shows, so the
 * server's HTML holds it and the browser's first render shows the same; anything else is
 * prepared when it first shows. Nothing unsanitized is ever handed out.
 */
@injectable()
export class SanitizedHtmlStore {
  private readonly cleaned = observable.map<string, string>();
  private readonly sanitizing = new InFlight<string, void>();

  constructor(@inject(HtmlSanitizer) private readonly sanitizer: HtmlSanitizer) {
    makeAutoObservable<this, 'sanitizer' | 'sanitizing'>(
      this,
      { sanitizer: false, sanitizing: false },
      { autoBind: true },
    );
  }

  /** The sanitized HTML, once prepared. */
  cleanHtml(kind: HtmlKind, html: string): string | undefined {
    return this.cleaned.get(keyOf(kind, html));
  }

  /**
   * Sanitizes each HTML not yet prepared; settles when all are. One that cannot be sanitized
   * (the sanitizer's code failed to arrive) stays unprepared and shows empty, and is tried again
   * when asked again.
   */
  async prepare(kind: HtmlKind, htmls: readonly string[]): Promise<void> {
    const missing = [...new Set(htmls)].filter((html) => !this.cleaned.has(keyOf(kind, html)));
    await Promise.allSettled(
      missing.map((html) =>
        this.sanitizing.run(keyOf(kind, html), async () => {
          const clean = await this.sanitizer.sanitize(kind, html);
          runInAction(() => this.cleaned.set(keyOf(kind, html), clean));
        }),
      ),
    );
  }
}
