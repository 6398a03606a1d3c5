import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { toPageError, type PageError, type ReportedError } from '../../domain/site/page-error';
import { ContentStore } from '../stores/content.store';
import { SiteStore } from '../stores/site.store';
import { TranslationStore } from '../stores/translation.store';
import { enterSite, type EnterSiteOutcome, type EnterSiteRequest } from './enter-site';

export interface StartUpRequest extends EnterSiteRequest {
  /**
   * An error the server already met for this page — a server-rendered page's payload, or the
   * host's error page (SPEC §4 Start-up step 4). Missing fields read as SPEC §2 says: 500.
   */
  readonly serverError?: ReportedError | undefined;
}

export type StartUpOutcome =
  EnterSiteOutcome | { readonly kind: 'error'; readonly error: PageError };

/** What the start-up leaves for the view, as plain data (ARCHITECTURE §8 hydration). */
export interface StartUpState {
  readonly error?: PageError | undefined;
}

/**
 * SPEC §4 Start-up, run by the route for every navigation (ARCHITECTURE §8: loading starts from
 * the route); what is already held is not fetched again, so only the first run and a change of
 * language cost requests.
 * 1. Markets and pricelists, then the site from the route (`enterSite`).
 * 2. No usable site in the route: the redirect `enterSite` gives (visitor's country, else the
 *    default market, the original URL kept).
 * 3. Content links, settings, notices, footer, menus and stores, and the UI texts, in parallel;
 *    each failure is logged and never fails the start-up.
 * 4. A server-supplied error, or a failed step 1, is held in `error` for the error view, with
 *    the 404 story that view shows.
 */
@injectable()
export class StartUp {
  /** The error the error view shows, if the last start-up met one (SPEC §2 Error page). */
  error: PageError | undefined = undefined;

  constructor(
    @inject(SiteStore) private readonly sites: SiteStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(TranslationStore) private readonly translations: TranslationStore,
  ) {
    makeAutoObservable<this, 'sites' | 'content' | 'translations'>(
      this,
      { sites: false, content: false, translations: false },
      { autoBind: true },
    );
  }

  async run(request: StartUpRequest): Promise<StartUpOutcome> {
    const entered = await this.enter(request);
    const error = request.serverError ? toPageError(request.serverError) : entered.error;
    if (!error && entered.outcome?.kind === 'redirect') return entered.outcome;
    runInAction(() => {
      this.error = error;
    });
    const language = this.sites.site.language;
    await Promise.all([
      this.content.load(language),
      this.translations.load(language),
      error ? this.content.loadNotFound() : undefined,
    ]);
    return error ? { kind: 'error', error } : { kind: 'ready' };
  }

  toJSON(): StartUpState {
    return this.error ? { error: this.error } : {};
  }

  hydrate(state: StartUpState): void {
    this.error = state.error;
  }

  /** Steps 1–2. A failure (markets unreachable, no site to send the shopper to) is logged. */
  private async enter(
    request: StartUpRequest,
  ): Promise<{ outcome?: EnterSiteOutcome; error?: PageError }> {
    try {
      return { outcome: await enterSite(this.sites, request) };
    } catch (error) {
      console.error("Couldn't start the shop", error);
      // SPEC §8: an error in the start-up's own steps (the original's middleware) gives 500.
      return { error: toPageError() };
    }
  }
}
