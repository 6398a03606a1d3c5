import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Market, Pricelist } from '@/domain/market/market';
import { marketOptions, type MarketOption } from '@/domain/market/market-options';
import { resolveMarket, type SiteMarket } from '@/domain/market/market-resolution';
import { ok, type Result } from '@/domain/result';
import {
  DEFAULT_SITE,
  LANGUAGES,
  validateLanguage,
  type Language,
  type Site,
  type SiteError,
} from '@/domain/site/site';
import { countrySite, languageSite, sitePath, type PageLocation } from '@/domain/site/site-switch';
import { MarketGateway } from './market-gateway.port';
import type { SiteContext } from './site-context.port';

/** What a SiteStore holds, as plain data (ARCHITECTURE §8 hydration). */
export interface SiteState {
  readonly site: Site;
  readonly isSiteSet: boolean;
  readonly isPreview: boolean;
  readonly markets: readonly Market[];
  readonly pricelists: readonly Pricelist[];
}

/**
 * The shopper's country and language, and the markets and pricelists they are chosen from
 * (SPEC §3 Site, §4 Start-up, §5 country validation).
 */
@injectable()
export class SiteStore implements SiteContext {
  site: Site = DEFAULT_SITE;
  /** Whether a route has set the site in this visit (SPEC §4 Start-up: "no country is set"). */
  isSiteSet = false;
  /** Content-editor preview (SPEC §2): the site then comes from the editor, not the route. */
  isPreview = false;
  markets: readonly Market[] = [];
  pricelists: readonly Pricelist[] = [];
  private loading: Promise<void> | undefined;

  constructor(@inject(MarketGateway) private readonly gateway: MarketGateway) {
    // Markets and pricelists are replaced whole, never changed in place (issue 9: no deep copy).
    makeAutoObservable<this, 'gateway' | 'loading'>(
      this,
      { markets: observable.ref, pricelists: observable.ref, gateway: false, loading: false },
      { autoBind: true },
    );
  }

  /** The market and pricelist of the current site, once markets are loaded and a site is set. */
  get current(): SiteMarket | undefined {
    const resolved = resolveMarket(this.site, this.markets, this.pricelists);
    return this.isSiteSet && resolved.ok ? resolved.value : undefined;
  }

  /** The countries a shopper can switch to, in SPEC §9 order. */
  get options(): readonly MarketOption[] {
    return marketOptions(this.markets, this.pricelists, this.site.language);
  }

  /** The languages a shopper can choose (SPEC §5: any other is invalid). */
  get languages(): readonly Language[] {
    return LANGUAGES;
  }

  /**
   * SPEC §4 Start-up step 1: loads markets and pricelists once. Concurrent callers share the
   * request; a failure rejects with the gateway's error and lets a later call try again.
   */
  loadMarkets(): Promise<void> {
    if (this.markets.length > 0) return Promise.resolve();
    this.loading ??= Promise.all([this.gateway.markets(), this.gateway.pricelists()])
      .then(([markets, pricelists]) =>
        runInAction(() => {
          this.markets = markets;
          this.pricelists = pricelists;
        }),
      )
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Sets the site when its country is in a market and a pricelist (SPEC §5); else says why not. */
  setSite(site: Site, options: { preview?: boolean } = {}): Result<SiteMarket, SiteError> {
    const resolved = resolveMarket(site, this.markets, this.pricelists);
    if (resolved.ok) {
      this.site = site;
      this.isSiteSet = true;
      this.isPreview = options.preview ?? false;
    }
    return resolved;
  }

  /**
   * The selector's country change (SPEC §5: the country must be in a market and a pricelist):
   * sets the country in its default language and gives the same page under the new prefix, or
   * says why not and keeps the site. Preview stays as it was.
   */
  changeCountry(country: string, location: PageLocation): Result<string, SiteError> {
    return this.change(countrySite(country), location);
  }

  /**
   * The selector's language change (SPEC §5: one of the available languages, otherwise
   * invalid): keeps the country and gives the same page under the new prefix.
   */
  changeLanguage(language: string, location: PageLocation): Result<string, SiteError> {
    const valid = validateLanguage(language, this.languages);
    return valid.ok ? this.change(languageSite(this.site, valid.value), location) : valid;
  }

  toJSON(): SiteState {
    return {
      site: this.site,
      isSiteSet: this.isSiteSet,
      isPreview: this.isPreview,
      markets: this.markets,
      pricelists: this.pricelists,
    };
  }

  hydrate(state: SiteState): void {
    this.site = state.site;
    this.isSiteSet = state.isSiteSet;
    this.isPreview = state.isPreview;
    this.markets = state.markets;
    this.pricelists = state.pricelists;
  }

  private change(site: Site, location: PageLocation): Result<string, SiteError> {
    const set = this.setSite(site, { preview: this.isPreview });
    return set.ok ? ok(sitePath(site, location)) : set;
  }
}
