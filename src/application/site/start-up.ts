import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { toPageError, type PageError, type ReportedError } from '@/domain/site/page-error';
import { siteNamedIn } from '@/domain/site/route-path';
import type { Language } from '@/domain/site/site';
import { FIRST_SCREEN_PARTS } from '@/application/content/content-state';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from './site.store';
import { TranslationStore } from './translation.store';
import { enterSite, type EnterSiteOutcome, type EnterSiteRequest } from './enter-site';

export interface StartUpRequest extends EnterSiteRequest {
  /**
   * An error the server already met for this page — a server-rendered page's payload, or the
   * host's error page (docs/product.md#start-up 4). Missing fields read as
   * docs/product.md#error-page says: 500.
   */
  readonly serverError?: ReportedError | undefined;
}

export type StartUpOutcome =
  EnterSiteOutcome | { readonly kind: 'error'; readonly error: PageError };

/**
 * What the start-up leaves for the view, as plain data (docs/architecture.md#server-rendering
 * hydration).
 */
export interface StartUpState {
  readonly error?: PageError | undefined;
}

/**
 * docs/product.md#start-up, run by the route for every navigation
 * (docs/architecture.md#server-rendering: loading starts from the route); what is already held is
 * not fetched again, so only the first run and a change of language cost requests.
 * 1. Markets and pricelists, then the site from the route (`enterSite`).
 * 2. No usable site in the route: the redirect `enterSite` gives (visitor's country, else the
 *    default market, the original URL kept).
 * 3. The content a first screen may show (all but the links and the footer) and the UI texts,
 *    in parallel; each failure is logged and never fails the start-up. The links and the footer
 *    the view asks for once the page has painted.
 * 4. A server-supplied error, or a failed step 1, is held in `error` for the error view, with
 *    the 404 story that view shows.
 */
@injectable()
export class StartUp {
  /** The error the error view shows, if the last start-up met one (docs/product.md#error-page). */
  error: PageError | undefined = undefined;

  /** Steps 1–2 of the latest run: whether the shopper stays on a site that is now set. */
  private entering: Promise<boolean> = Promise.resolve(false);

  /** An error the server handed over with the page, for the next run (docs/product.md#start-up 4). */
  private handedOver: ReportedError | undefined;

  /** Step 3 begun ahead on the first run, for the language the address names. */
  private askedAhead: { readonly language: Language; readonly done: Promise<unknown> } | undefined;

  constructor(
    @inject(SiteStore) private readonly sites: SiteStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(TranslationStore) private readonly translations: TranslationStore,
  ) {
    makeAutoObservable<
      this,
      'sites' | 'content' | 'translations' | 'entering' | 'askedAhead' | 'handedOver'
    >(
      this,
      {
        sites: false,
        content: false,
        translations: false,
        entering: false,
        askedAhead: false,
        handedOver: false,
      },
      { autoBind: true },
    );
  }

  /**
   * docs/product.md#start-up 4: the server met `error` answering this page (its render failed);
   * the next run shows it through the error view, as a `serverError` of its request would be.
   */
  handOver(error: ReportedError): void {
    this.handedOver = error;
  }

  async run(given: StartUpRequest): Promise<StartUpOutcome> {
    const serverError = given.serverError ?? this.handedOver;
    this.handedOver = undefined;
    const request = { ...given, serverError };
    if (!this.sites.isSiteSet) this.askAheadForTexts(request.pathname);
    const entering = this.enter(request);
    this.entering = entering.then(
      ({ outcome, error }) => !error && !request.serverError && outcome?.kind !== 'redirect',
    );
    const entered = await entering;
    const error = request.serverError ? toPageError(request.serverError) : entered.error;
    if (!error && entered.outcome?.kind === 'redirect') return entered.outcome;
    runInAction(() => {
      this.error = error;
    });
    const language = this.sites.site.language;
    // What was asked ahead is awaited, not asked again (a failed part is left for the next run).
    const ahead = this.askedAhead?.language === language ? this.askedAhead.done : undefined;
    this.askedAhead = undefined;
    await Promise.all([
      ahead ?? this.loadFirstScreen(language),
      error ? this.content.loadNotFound() : undefined,
    ]);
    return error ? { kind: 'error', error } : { kind: 'ready' };
  }

  /**
   * Resolves once the latest run has set the site (steps 1–2), before its texts and
   * content have arrived, so a page can look up its own route beside them rather than after:
   * `true` when the shopper stays, `false` for a redirect or an error.
   */
  siteEntered(): Promise<boolean> {
    return this.entering;
  }

  toJSON(): StartUpState {
    return this.error ? { error: this.error } : {};
  }

  hydrate(state: StartUpState): void {
    this.error = state.error;
  }

  /**
   * On the first run, the content and texts of the language the address names are
   * asked for beside the markets rather than after them (step 3 then finds them under way, one
   * wait less before the page shows). Only a hint: a redirect to another language loads its own.
   */
  private askAheadForTexts(pathname: string): void {
    const language = siteNamedIn(pathname)?.language;
    if (!language) return;
    this.askedAhead = { language, done: this.loadFirstScreen(language) };
  }

  private loadFirstScreen(language: Language): Promise<unknown> {
    return Promise.all([
      this.content.load(language, FIRST_SCREEN_PARTS),
      this.translations.load(language),
    ]);
  }

  /** Steps 1–2. A failure (markets unreachable, no site to send the shopper to) is logged. */
  private async enter(
    request: StartUpRequest,
  ): Promise<{ outcome?: EnterSiteOutcome; error?: PageError }> {
    try {
      return { outcome: await enterSite(this.sites, request) };
    } catch (error) {
      console.error("Couldn't start the shop", error);
      const named = siteNamedIn(request.pathname);
      if (named) this.sites.fallBackToAddress(named);
      // docs/product.md#errors: an error in the start-up's own steps (the original's middleware)
      // gives 500.
      return { error: toPageError() };
    }
  }
}
