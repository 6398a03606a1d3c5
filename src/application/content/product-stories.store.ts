import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { normalizeSlug } from '@/domain/content/content-slug';
import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { SiteContext } from '@/application/shared/site-context.port';
import { InFlight } from '@/lib/in-flight';
import { ContentGateway } from './content-gateway.port';

/** What a ProductStoriesStore writes to JSON and reads back (docs/architecture.md#stores). */
export interface ProductStoriesState {
  /** Keyed `{language}/{name}`. */
  readonly sizeGuides: Readonly<Record<string, Story>>;
  /** The names of the size guides the content service lists, per language, once listed. */
  readonly sizeGuideNames: Readonly<Partial<Record<Language, readonly string[]>>>;
  /** Keyed `{language}/{motherSku}`; `null` when the content service has none for the sku. */
  readonly productInformation: Readonly<Record<string, Story | null>>;
}

const EMPTY: ProductStoriesState = { sizeGuides: {}, sizeGuideNames: {}, productInformation: {} };

/**
 * The editors' stories a product page shows beside the product (docs/product.md#product-page):
 * its size guide and its base product information, read on demand in the site's language, each
 * once. A failure is logged (docs/product.md#errors) and asked again next time; nothing here
 * throws.
 */
@injectable()
export class ProductStoriesStore {
  private state: ProductStoriesState = EMPTY;
  private readonly inFlight = new InFlight<string, void>();
  /** The base product information calls under way, by `{language}/{motherSku}`. */
  private readonly askingInformation = new Map<string, Promise<void>>();

  constructor(
    @inject(ContentGateway) private readonly content: ContentGateway,
    @inject(SiteContext) private readonly siteContext: SiteContext,
  ) {
    makeAutoObservable<
      this,
      'state' | 'content' | 'siteContext' | 'inFlight' | 'askingInformation' | 'askInformation'
    >(
      this,
      {
        state: observable.ref,
        content: false,
        siteContext: false,
        inFlight: false,
        askingInformation: false,
        askInformation: false,
      },
      { autoBind: true },
    );
  }

  /**
   * A size guide (docs/product.md#content-service `shared-content/size-guide/{name}`) in the site's
   * language, if loaded.
   */
  sizeGuide(name: string): Story | undefined {
    return this.state.sizeGuides[`${this.language}/${normalizeSlug(name)}`];
  }

  /** Reads a size guide once per language; `undefined` when there is none or it failed (logged). */
  async loadSizeGuide(name: string): Promise<Story | undefined> {
    const language = this.language;
    const key = `${language}/${normalizeSlug(name)}`;
    if (!this.state.sizeGuides[key]) {
      await this.inFlight.run(`size-guide/${key}`, async () => {
        try {
          const story = await this.content.sizeGuide(language, name);
          runInAction(() => this.merge({ sizeGuides: { ...this.state.sizeGuides, [key]: story } }));
        } catch (error) {
          console.error(`Couldn't load the size guide ${normalizeSlug(name)} (${language})`, error);
        }
      });
    }
    return this.state.sizeGuides[key];
  }

  /**
   * docs/product.md#product-page: the size guides the content service has in the site's language
   * (their names, `plates`, `textiles`, …); `undefined` until the list has been read, or when
   * reading it failed.
   */
  get sizeGuideNames(): readonly string[] | undefined {
    return this.state.sizeGuideNames[this.language];
  }

  /**
   * docs/product.md#content-service `cdn/stories` with the size-guide folder: lists the size
   * guides once per language. A failure is logged, leaves the list unknown, and is asked again by
   * the next call.
   */
  async loadSizeGuideNames(): Promise<void> {
    const language = this.language;
    if (this.state.sizeGuideNames[language]) return;
    await this.inFlight.run(`size-guide-names/${language}`, async () => {
      try {
        const names = (await this.content.sizeGuideNames(language)).map(normalizeSlug);
        runInAction(() =>
          this.merge({ sizeGuideNames: { ...this.state.sizeGuideNames, [language]: names } }),
        );
      } catch (error) {
        console.error(`Couldn't load the size-guide list (${language})`, error);
      }
    });
  }

  /** The base product information story of a mother sku in the site's language, if loaded. */
  productInformation(motherSku: string): Story | undefined {
    return this.state.productInformation[`${this.language}/${motherSku}`] ?? undefined;
  }

  /**
   * docs/product.md#content-service base product information: asks for the mother skus neither
   * held nor being asked for in the site's language, in one call, and waits for those already
   * being asked for. A failure is logged and those skus are asked for again next time.
   */
  async loadProductInformation(motherSkus: readonly string[]): Promise<void> {
    const language = this.language;
    const keys = [...new Set(motherSkus)].map((sku) => [sku, `${language}/${sku}`] as const);
    const missing = keys.filter(([, key]) => !Object.hasOwn(this.state.productInformation, key));
    const asking = missing.filter(([, key]) => !this.askingInformation.has(key));
    const ask = asking.length > 0 ? this.askInformation(language, asking) : undefined;
    await Promise.all(missing.map(([, key]) => this.askingInformation.get(key) ?? ask));
  }

  /** One base product information call for `wanted` (sku and state key pairs). */
  private askInformation(
    language: Language,
    wanted: readonly (readonly [sku: string, key: string])[],
  ): Promise<void> {
    const call = (async () => {
      try {
        const stories = await this.content.baseProductInformation(
          language,
          wanted.map(([sku]) => sku),
        );
        const found = new Map(stories.map((story) => [String(story.content['motherSku']), story]));
        const entries = wanted.map(([sku, key]) => [key, found.get(sku) ?? null] as const);
        runInAction(() =>
          this.merge({
            productInformation: {
              ...this.state.productInformation,
              ...Object.fromEntries(entries),
            },
          }),
        );
      } catch (error) {
        console.error(`Couldn't load base product information (${language})`, error);
      } finally {
        for (const [, key] of wanted) this.askingInformation.delete(key);
      }
    })();
    for (const [, key] of wanted) this.askingInformation.set(key, call);
    return call;
  }

  toJSON(): ProductStoriesState {
    return this.state;
  }

  hydrate(state: ProductStoriesState): void {
    this.state = state;
  }

  /** The language the stories are read in: the site's. */
  private get language(): Language {
    return this.siteContext.site.language;
  }

  private merge(change: Partial<ProductStoriesState>): void {
    this.state = { ...this.state, ...change };
  }
}
