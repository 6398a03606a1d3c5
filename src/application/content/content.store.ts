import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ContentLink } from '@/domain/content/content-link';
import { contentPath } from '@/domain/content/content-slug';
import { keepEnabled } from '@/domain/content/enabled-entries';
import type { Footer } from '@/domain/content/footer';
import type { Menu } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import {
  marketSettingsFor,
  type MarketSettings,
  type SiteSettings,
} from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { Story } from '@/domain/content/story';
import { err, ok, type Result } from '@/domain/result';
import { toPageError, type PageError } from '@/domain/site/page-error';
import type { Language } from '@/domain/site/site';
import { ContentGateway } from './content-gateway.port';
import { GatewayError } from '@/application/shared/gateway-error';
import { InFlight } from '@/lib/in-flight';
import { SiteContext } from '@/application/shared/site-context.port';
import {
  CONTENT_PARTS,
  contentPartLabel,
  EMPTY_CONTENT_STATE,
  emptyPart,
  isTranslated,
  type ContentPart,
  type ContentState,
} from './content-state';

type PartUpdate = (state: ContentState) => Partial<ContentState>;

/**
 * The content service's site-wide content (docs/product.md#content, docs/product.md#start-up 3):
 * links, settings, notices, footer, menus and shops, in the site's language; and what pages ask
 * for on demand: content pages and the 404 story. The product page's own stories — size guides
 * and base product information — are `ProductStoriesStore`'s. Every failure is logged
 * (docs/product.md#errors) and leaves that part empty; nothing here throws.
 */
@injectable()
export class ContentStore {
  private state: ContentState = EMPTY_CONTENT_STATE;
  private readonly inFlight = new InFlight<string, void>();

  constructor(
    @inject(ContentGateway) private readonly content: ContentGateway,
    @inject(SiteContext) private readonly siteContext: SiteContext,
  ) {
    makeAutoObservable<this, 'state' | 'content' | 'siteContext' | 'inFlight'>(
      this,
      { state: observable.ref, content: false, siteContext: false, inFlight: false },
      { autoBind: true },
    );
  }

  get links(): readonly ContentLink[] {
    return this.state.links;
  }

  get settings(): SiteSettings | undefined {
    return this.state.settings;
  }

  /** docs/product.md#settings-per-market: the entry for the site's country, if any. */
  get marketSettings(): MarketSettings | undefined {
    const { settings } = this.state;
    return settings && marketSettingsFor(settings, this.siteContext.site.country);
  }

  /** docs/product.md#content, docs/product.md#validation: enabled notices only. */
  get notices(): readonly Notice[] {
    return this.state.notices;
  }

  get footer(): Footer | undefined {
    return this.state.footer;
  }

  get mainMenu(): Menu | undefined {
    return this.state.menus['main-menu'];
  }

  get secondaryMenu(): Menu | undefined {
    return this.state.menus['secondary-menu'];
  }

  /** docs/product.md#content, docs/product.md#validation: enabled stores only. */
  get shops(): readonly ShopLocation[] {
    return this.state.shops;
  }

  /** docs/product.md#error-page: the 404 story in the site's language, once loaded. */
  get notFoundStory(): Story | undefined {
    return this.state.notFound[this.language];
  }

  /**
   * docs/product.md#start-up 3, and again whenever the language changes: fetches every part not yet
   * held for `language` (of `parts`, by default all), in parallel. Links and stores are not
   * translated and are read once. A part that fails is logged and left empty, and is asked for
   * again by the next `load`.
   */
  async load(language: Language, parts: readonly ContentPart[] = CONTENT_PARTS): Promise<void> {
    if (this.state.language !== language) this.merge({ language });
    const wanted = parts.filter((part) => !this.holds(part, language));
    const key = (part: ContentPart) => (isTranslated(part) ? `${part}/${language}` : part);
    await Promise.all(
      wanted.map((part) => this.inFlight.run(key(part), () => this.loadPart(part, language))),
    );
  }

  /** docs/product.md#error-page: the 404 story in the site's language, read once per language. */
  async loadNotFound(): Promise<void> {
    const language = this.language;
    if (this.state.notFound[language]) return;
    await this.inFlight.run(`not-found/${language}`, async () => {
      try {
        const story = await this.content.notFoundPage(language);
        runInAction(() => this.merge({ notFound: { ...this.state.notFound, [language]: story } }));
      } catch (error) {
        console.error(`Couldn't load the 404 page (${language})`, error);
      }
    });
  }

  /**
   * The content page at `slug` in the site's language, if loaded (docs/product.md#routes route).
   */
  page(slug: string): Story | undefined {
    return this.state.pages[contentPath(this.language, slug)];
  }

  /**
   * docs/product.md#routes content page: reads the page once per language (every time in preview,
   * where editors change drafts). A missing page is a 404 PageError; any other failure is
   * logged and reported with its status (500 when it has none).
   */
  async loadPage(slug: string): Promise<Result<Story, PageError>> {
    const language = this.language;
    const path = contentPath(language, slug);
    const cached = this.state.pages[path];
    if (cached && !this.siteContext.isPreview) return ok(cached);
    try {
      const story = await this.content.page(language, slug);
      runInAction(() => this.merge({ pages: { ...this.state.pages, [path]: story } }));
      return ok(story);
    } catch (error) {
      const status = error instanceof GatewayError ? error.status : undefined;
      if (status !== 404) console.error(`Couldn't load the page ${path}`, error);
      return err(toPageError({ status }));
    }
  }

  toJSON(): ContentState {
    return this.state;
  }

  hydrate(state: ContentState): void {
    this.state = state;
  }

  /** The language pages and on-demand content are read in: the site's. */
  private get language(): Language {
    return this.siteContext.site.language;
  }

  private holds(part: ContentPart, language: Language): boolean {
    const held = this.state.loaded[part];
    return held === 'any' || held === language;
  }

  private async loadPart(part: ContentPart, language: Language): Promise<void> {
    try {
      const update = await this.fetchPart(part, language);
      runInAction(() => {
        if (isTranslated(part) && this.state.language !== language) return;
        const loaded = { ...this.state.loaded, [part]: isTranslated(part) ? language : 'any' };
        this.merge({ ...update(this.state), loaded });
      });
    } catch (error) {
      console.error(`Couldn't load ${contentPartLabel(part, language)}`, error);
      runInAction(() => {
        const current = !isTranslated(part) || this.state.language === language;
        if (current && !this.holds(part, language)) this.merge(emptyPart(part, this.state));
      });
    }
  }

  /** Asks for one part; the answer is applied to the state as it is when the answer arrives. */
  private async fetchPart(part: ContentPart, language: Language): Promise<PartUpdate> {
    switch (part) {
      case 'links': {
        const links = await this.content.links();
        return () => ({ links });
      }
      case 'settings': {
        const settings = await this.content.settings(language);
        return () => ({ settings });
      }
      case 'notices': {
        const notices = keepEnabled(await this.content.notices(language));
        return () => ({ notices });
      }
      case 'footer': {
        const footer = await this.content.footer(language);
        return () => ({ footer });
      }
      case 'shops': {
        const shops = keepEnabled(await this.content.shops());
        return () => ({ shops });
      }
      case 'main-menu':
      case 'secondary-menu': {
        const menu = await this.content.menu(language, part);
        return (state) => ({ menus: { ...state.menus, [part]: menu } });
      }
    }
  }

  private merge(change: Partial<ContentState>): void {
    this.state = { ...this.state, ...change };
  }
}
