import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Market, Pricelist } from '@/domain/market/market';
import {
  marketOptions,
  sellableCountries,
  type MarketOption,
} from '@/domain/market/market-options';
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
import { InFlight } from '@/lib/in-flight';
import { ShopOrigin } from './shop-origin.port';
import { MarketGateway } from './market-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';

/** What a SiteStore holds, as plain data (docs/architecture.md#server-rendering hydration). */
export interface SiteState {
  readonly site: Site;
  readonly isSiteSet: boolean;
  readonly isPreview: boolean;
  readonly markets: readonly Market[];
  readonly pricelists: readonly Pricelist[];
}

/**
 * The shopper's country and language, and the markets and pricelists they are chosen from
 * (docs/product.md#markets-and-pricelists, docs/product.md#start-up, docs/product.md#validation
 * country validation).
 */
@injectable()
export class SiteStore implements SiteContext {
  site: Site = DEFAULT_SITE;
  /**
   * Whether a route has set the site in this visit (docs/product.md#start-up: "no country is set").
   */
  isSiteSet = false;
  /**
   * Content-editor preview (docs/product.md#route-prefix): the site then comes from the editor,
   * not the route.
   */
  isPreview = false;
  markets: readonly Market[] = [];
  pricelists: readonly Pricelist[] = [];
  private readonly loading = new InFlight<'markets', void>();

  constructor(
    @inject(MarketGateway) private readonly gateway: MarketGateway,
    @inject(ShopOrigin) private readonly published: ShopOrigin = { origin: 'http://localhost' },
  ) {
    // Markets and pricelists are replaced whole, never changed in place (no deep copy).
    makeAutoObservable<this, 'gateway' | 'loading' | 'published'>(
      this,
      {
        markets: observable.ref,
        pricelists: observable.ref,
        gateway: false,
        loading: false,
        published: false,
      },
      { autoBind: true },
    );
  }

  /** The shop's public origin, for a page's absolute addresses (docs/product.md#search-engines). */
  get origin(): string {
    return this.published.origin;
  }

  /** The market and pricelist of the current site, once markets are loaded and a site is set. */
  get current(): SiteMarket | undefined {
    const resolved = resolveMarket(this.site, this.markets, this.pricelists);
    return this.isSiteSet && resolved.ok ? resolved.value : undefined;
  }

  /** The codes of the countries a shopper can switch to, without their names. */
  get countries(): readonly string[] {
    return sellableCountries(this.markets, this.pricelists).map(({ country }) => country);
  }

  /**
   * The countries a shopper can switch to, named, in docs/product.md#constants-and-limits order:
   * for the selector's open list (naming loads the browser's region names).
   */
  get options(): readonly MarketOption[] {
    return marketOptions(this.markets, this.pricelists, this.site.language);
  }

  /** The languages a shopper can choose (docs/product.md#validation: any other is invalid). */
  get languages(): readonly Language[] {
    return LANGUAGES;
  }

  /**
   * docs/product.md#start-up 1: loads markets and pricelists once. Concurrent callers share the
   * request; a failure rejects with the gateway's error and lets a later call try again.
   */
  loadMarkets(): Promise<void> {
    if (this.markets.length > 0) return Promise.resolve();
    return this.loading.run('markets', () =>
      Promise.all([this.gateway.markets(), this.gateway.pricelists()]).then(
        ([markets, pricelists]) =>
          runInAction(() => {
            this.markets = markets;
            this.pricelists = pricelists;
          }),
      ),
    );
  }

  /**
   * Sets the site when its country is in a market and a pricelist (docs/product.md#validation);
   * else says why not.
   */
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
   * docs/product.md#error-page: when the markets cannot be loaded, no site can be checked, yet
   * the error page should speak the language the address names (`/se-en` → English). Takes the
   * address's site for the page's words only; the site stays unset.
   */
  fallBackToAddress(site: Site): void {
    if (!this.isSiteSet) this.site = site;
  }

  /**
   * The selector's country change (docs/product.md#validation: the country must be in a market and
   * a pricelist): sets the country in its default language and gives the same page under the new
   * prefix, or says why not and keeps the site. Preview stays as it was.
   */
  changeCountry(country: string, location: PageLocation): Result<string, SiteError> {
    return this.change(countrySite(country), location);
  }

  /**
   * The selector's language change (docs/product.md#validation: one of the available languages,
   * otherwise invalid): keeps the country and gives the same page under the new prefix.
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
