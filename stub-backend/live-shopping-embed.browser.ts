/**
 * The stub's live-shopping embed script, served at `/live-shopping/embed.js` (transpiled, see
 * routes/live-shopping.routes.ts). It behaves as Bambuser's One-to-Many embed does towards a shop
 * (docs/decisions/0090-live-shopping-embed-over-http.md): it hands the page's
 * `onBambuserLiveShoppingReady` hook a player, defines `initBambuserLiveShopping`, fetches the
 * show from its own server, draws an overlay in the page's language and emits the player's events,
 * showing the shop's answers. No video: a stage says so.
 */
(() => {
  interface Show {
    readonly id: string;
    readonly title: { readonly sv: string; readonly en: string };
    readonly products: readonly { readonly id: string; readonly ref: string }[];
  }
  type Listener = (...args: unknown[]) => void;
  type Init = ((options: { showId: string }) => void) & { queue?: { showId: string }[] };
  interface Host {
    onBambuserLiveShoppingReady?: (player: unknown) => void;
    initBambuserLiveShopping?: Init;
  }
  interface Row {
    readonly sku: string;
    name: string;
    count: number;
    readonly title: HTMLElement;
    readonly status: HTMLElement;
    readonly add: HTMLButtonElement;
    readonly remove: HTMLButtonElement;
  }

  const TEXTS = {
    sv: {
      live: 'Live',
      close: 'Stäng livesändningen',
      stage: 'Stubbens sändning – ingen video',
      add: 'Lägg {name} i varukorgen',
      addShort: 'Köp',
      remove: 'Ta bort en {name}',
      inCart: 'I varukorgen: {count}',
      outOfStock: 'Slut i lager',
      failed: 'Kunde inte lägga i varukorgen',
      sync: 'Uppdatera varukorgen',
      synced: 'Varukorgen är uppdaterad',
      checkout: 'Till kassan',
      missing: 'Sändningen hittades inte',
    },
    en: {
      live: 'Live',
      close: 'Close the live show',
      stage: 'Stub show – no video',
      add: 'Add {name} to cart',
      addShort: 'Buy',
      remove: 'Remove one {name}',
      inCart: 'In your cart: {count}',
      outOfStock: 'Out of stock',
      failed: 'Could not add to cart',
      sync: 'Refresh the cart',
      synced: 'Cart refreshed',
      checkout: 'Go to checkout',
      missing: 'The show was not found',
    },
  } as const;

  const STYLE = `
dialog[data-live-embed]{border:none;padding:0;width:min(100vw - 2rem,26rem);max-height:calc(100dvh - 2rem);border-radius:12px;background:#1f1c19;color:#fbf8f3;font:15px/1.4 Arial,sans-serif;overflow:auto}
dialog[data-live-embed]::backdrop{background:rgb(31 28 25/60%)}
[data-live-embed] .top,[data-live-embed] .bottom{display:flex;gap:.5rem;align-items:center;padding:1rem}
[data-live-embed] .bottom{justify-content:flex-end;flex-wrap:wrap}
[data-live-embed] h2{flex:1;margin:0;font-size:1rem}
[data-live-embed] .stage{margin:0 1rem;padding:2rem .75rem .75rem;border-radius:8px;background:#4a3a2b;font-size:.8125rem}
[data-live-embed] ul{list-style:none;margin:0;padding:.5rem 1rem}
[data-live-embed] li{display:grid;grid-template-columns:1fr auto;gap:.25rem .75rem;padding:.6rem 0;border-bottom:1px solid #4a443d}
[data-live-embed] button{min-height:2.25rem;padding:0 .9rem;border:1px solid #fbf8f3;border-radius:999px;background:#fbf8f3;color:#1f1c19;font:inherit;cursor:pointer}
[data-live-embed] button:focus-visible{outline:2px solid #efe7da;outline-offset:2px}
`;

  const host = window as unknown as Host;
  const script = document.currentScript;
  const base = new URL('.', script instanceof HTMLScriptElement ? script.src : location.href);
  const EVENT = {
    ADD_TO_CART: 'should-add-item-to-cart',
    CHECKOUT: 'goto-checkout',
    CLOSE: 'close',
    PROVIDE_PRODUCT_DATA: 'provide-product-data',
    READY: 'ready',
    SYNC_CART_STATE: 'should-sync-cart-state',
    UPDATE_ITEM_IN_CART: 'should-update-item-in-cart',
  } as const;
  const listeners = new Map<string, Listener[]>();
  const rows = new Map<string, Row>();
  const productIds = new Map<string, string>();
  let dialog: HTMLDialogElement | undefined;
  let footerStatus: HTMLElement | undefined;
  let readyCalled = false;

  const texts = () => (document.documentElement.lang.startsWith('sv') ? TEXTS.sv : TEXTS.en);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) {
      try {
        listener(...args);
      } catch (error) {
        console.error(`Live embed: the shop's ${event} listener failed`, error);
      }
    }
  };

  const player = {
    EVENT,
    BUTTON: { AUTO: 'auto', CLOSE: 'close', LINK: 'link', MINIMIZE: 'minimize', NONE: 'none' },
    configure: () => undefined,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    updateProduct(id: string, describe: (factory: unknown) => unknown) {
      const described: Record<string, unknown> = {};
      describe(recordingFactory(described));
      const sku = productIds.get(id);
      const row = sku ? rows.get(sku) : undefined;
      const product = described.product as Record<string, unknown> | undefined;
      const variation = (product?.variations as Record<string, unknown>[] | undefined)?.[0];
      if (!row || typeof product?.name !== 'string') return;
      const colour = typeof variation?.name === 'string' ? variation.name : '';
      row.name = colour ? `${product.name}, ${colour}` : product.name;
      render(row);
    },
    updateCart(cart: { items?: { sku?: unknown; quantity?: unknown }[] }) {
      for (const row of rows.values()) {
        const item = cart.items?.find((candidate) => candidate.sku === row.sku);
        row.count = typeof item?.quantity === 'number' ? item.quantity : 0;
        render(row, row.count > 0 ? fill(texts().inCart, { count: row.count }) : '');
      }
      if (footerStatus) footerStatus.textContent = texts().synced;
    },
    close: () => hide(),
  };

  /** The provider's chained product factory, recording what the shop describes. */
  function recordingFactory(into: Record<string, unknown>): unknown {
    const factory: unknown = new Proxy(
      {},
      {
        get: (_target, key) => (value: unknown) => {
          const name = String(key);
          if (typeof value !== 'function') into[name] = value;
          else if (name === 'variations' || name === 'sizes') {
            const made: Record<string, unknown>[] = [];
            value(() => {
              const entry: Record<string, unknown> = {};
              made.push(entry);
              return recordingFactory(entry);
            });
            into[name] = made;
          } else {
            const entry: Record<string, unknown> = {};
            value(recordingFactory(entry));
            into[name] = entry;
          }
          return factory;
        },
      },
    );
    return factory;
  }

  function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') {
    const made = document.createElement(tag);
    if (text) made.textContent = text;
    if (className) made.className = className;
    return made;
  }

  function button(text: string, onClick: () => void, label?: string) {
    const made = element('button', text);
    made.type = 'button';
    if (label) made.setAttribute('aria-label', label);
    made.addEventListener('click', onClick);
    return made;
  }

  function render(row: Row, status?: string) {
    row.title.textContent = row.name;
    row.add.setAttribute('aria-label', fill(texts().add, { name: row.name }));
    row.remove.setAttribute('aria-label', fill(texts().remove, { name: row.name }));
    row.remove.hidden = row.count === 0;
    if (status !== undefined) row.status.textContent = status;
  }

  /** The shop's answer to an add or an update, as the player shows it. */
  function answered(row: Row, next: number) {
    return (answer: unknown) => {
      const reason = (answer as { reason?: unknown } | null)?.reason;
      if (answer === true) row.count = next;
      const words = texts();
      const status =
        answer === true
          ? fill(words.inCart, { count: row.count })
          : reason === 'out-of-stock'
            ? words.outOfStock
            : words.failed;
      render(row, status);
    };
  }

  function productRow(sku: string): HTMLLIElement {
    const item = element('li');
    const status = element('span');
    status.setAttribute('role', 'status');
    const actions = element('div');
    const row: Row = {
      sku,
      name: sku,
      count: 0,
      title: element('strong'),
      status,
      add: button(texts().addShort, () => {
        const next = row.count + 1;
        if (row.count === 0) emit(EVENT.ADD_TO_CART, { sku }, answered(row, next));
        else emit(EVENT.UPDATE_ITEM_IN_CART, { sku, quantity: next }, answered(row, next));
      }),
      remove: button('−', () => {
        const next = Math.max(0, row.count - 1);
        emit(EVENT.UPDATE_ITEM_IN_CART, { sku, quantity: next }, answered(row, next));
      }),
    };
    rows.set(sku, row);
    actions.append(row.remove, row.add);
    item.append(row.title, actions, status);
    render(row);
    return item;
  }

  function hide() {
    dialog?.close();
    dialog?.remove();
    dialog = undefined;
    footerStatus = undefined;
    rows.clear();
    productIds.clear();
  }

  function draw(title: string, show: Show | undefined) {
    hide();
    const words = texts();
    if (!document.head.querySelector('style[data-live-embed]')) {
      const style = element('style', STYLE);
      style.dataset.liveEmbed = '';
      document.head.append(style);
    }
    const shown = element('dialog');
    shown.dataset.liveEmbed = show?.id ?? '';
    const heading = element('h2', title);
    heading.id = 'live-embed-title';
    shown.setAttribute('aria-labelledby', heading.id);
    const userClose = () => {
      hide();
      emit(EVENT.CLOSE);
    };
    shown.addEventListener('cancel', (event) => {
      event.preventDefault();
      userClose();
    });
    const top = element('div', '', 'top');
    const closeButton = button('×', userClose, words.close);
    top.append(element('span', words.live), heading, closeButton);
    const list = element('ul');
    for (const product of show?.products ?? []) {
      productIds.set(product.id, product.ref);
      list.append(productRow(product.ref));
    }
    footerStatus = element('span');
    footerStatus.setAttribute('role', 'status');
    const bottom = element('div', '', 'bottom');
    bottom.append(
      footerStatus,
      button(words.sync, () => emit(EVENT.SYNC_CART_STATE)),
      button(words.checkout, () => emit(EVENT.CHECKOUT)),
    );
    shown.append(top, element('p', show ? words.stage : words.missing, 'stage'), list, bottom);
    document.body.append(shown);
    dialog = shown;
    shown.showModal();
    closeButton.focus();
  }

  function ready() {
    if (readyCalled || typeof host.onBambuserLiveShoppingReady !== 'function') return;
    readyCalled = true;
    host.onBambuserLiveShoppingReady(player);
  }

  async function init(options: { showId: string }) {
    ready();
    const address = new URL(`shows/${encodeURIComponent(options.showId)}`, base);
    const show = await fetch(address)
      .then((response) => (response.ok ? (response.json() as Promise<Show>) : undefined))
      .catch(() => undefined);
    const title = show
      ? show.title[document.documentElement.lang.startsWith('sv') ? 'sv' : 'en']
      : options.showId;
    draw(title, show);
    emit(EVENT.READY);
    if (!show) return;
    emit(EVENT.PROVIDE_PRODUCT_DATA, {
      products: show.products.map(({ id, ref }) => ({ id, ref, url: '' })),
    });
  }

  // The provider's snippet may have queued shows before the script arrived.
  const queued = host.initBambuserLiveShopping?.queue ?? [];
  host.initBambuserLiveShopping = (options) => void init(options);
  ready();
  for (const options of queued) void init(options);
})();
