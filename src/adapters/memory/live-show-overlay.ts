import type { LiveShoppingHandlers } from '@/application/live-shopping/live-shopping-player.port';
import type { SeededLiveShow } from './seed/live-shows.seed';

const TEXTS = {
  sv: {
    live: 'Live',
    close: 'Stäng livesändningen',
    note: 'Live från verkstaden i Höganäs',
    add: 'Lägg {name} i varukorgen',
    addShort: 'Köp',
    remove: 'Ta bort en {name}',
    added: 'I varukorgen: {count}',
    outOfStock: 'Slut i lager',
    failed: 'Kunde inte lägga i varukorgen',
    sync: 'Uppdatera varukorgen',
    checkout: 'Till kassan',
  },
  en: {
    live: 'Live',
    close: 'Close the live show',
    note: 'Live from the workshop in Höganäs',
    add: 'Add {name} to cart',
    addShort: 'Buy',
    remove: 'Remove one {name}',
    added: 'In your cart: {count}',
    outOfStock: 'Out of stock',
    failed: 'Could not add to cart',
    sync: 'Refresh the cart',
    checkout: 'Go to checkout',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const STYLE = `
dialog[data-fake-live-show]{border:none;padding:0;width:min(100vw - 2rem,26rem);max-height:calc(100dvh - 2rem);border-radius:12px;background:#1f1c19;color:#fbf8f3;font:15px/1.4 'Helvetica Neue',Arial,sans-serif;overflow:auto}
dialog[data-fake-live-show]::backdrop{background:rgb(31 28 25/60%)}
[data-fake-live-show] .top{display:flex;gap:.75rem;align-items:center;padding:1rem 1rem .5rem}
[data-fake-live-show] h2{flex:1;margin:0;font-size:1rem;font-weight:600}
[data-fake-live-show] .badge{padding:.15rem .5rem;border-radius:999px;background:#b3261e;font-size:.75rem;font-weight:700;text-transform:uppercase}
[data-fake-live-show] .stage{display:grid;place-items:end start;aspect-ratio:16/10;margin:0 1rem;padding:.75rem;border-radius:8px;background:linear-gradient(160deg,#7a4b2a,#2b2a27);font-size:.8125rem;color:#efe7da}
[data-fake-live-show] ul{list-style:none;margin:0;padding:.5rem 1rem}
[data-fake-live-show] li{display:grid;grid-template-columns:1fr auto;gap:.25rem .75rem;align-items:center;padding:.6rem 0;border-bottom:1px solid #4a443d}
[data-fake-live-show] li span{font-size:.8125rem;color:#d9cfc0}
[data-fake-live-show] .actions{display:flex;gap:.4rem;grid-row:span 2}
[data-fake-live-show] button{min-height:2.25rem;padding:0 .9rem;border:1px solid #fbf8f3;border-radius:999px;background:#fbf8f3;color:#1f1c19;font:inherit;font-size:.8125rem;cursor:pointer}
[data-fake-live-show] button.quiet{background:transparent;color:#fbf8f3}
[data-fake-live-show] button:focus-visible{outline:2px solid #efe7da;outline-offset:2px}
[data-fake-live-show] .bottom{display:flex;gap:.5rem;justify-content:flex-end;padding:.75rem 1rem 1rem}
`;

/**
 * What the fake player draws in a browser (memory mode): a popup like the embed's overlay, with
 * the show's products, whose buttons send the embed's events — add to cart, update, sync and
 * checkout — to the shop's handlers and show its answers (docs/product.md#other-calls,
 * docs/product.md#errors `out-of-stock`).
 */
export class LiveShowOverlay {
  private dialog: HTMLDialogElement | undefined;

  constructor(private readonly doc: Document) {}

  async show(show: SeededLiveShow, handlers: LiveShoppingHandlers, close: () => void) {
    this.hide();
    const texts = this.doc.documentElement.lang.startsWith('sv') ? TEXTS.sv : TEXTS.en;
    const title = show.title[texts === TEXTS.sv ? 0 : 1];
    this.addStyle();
    const dialog = this.element('dialog');
    dialog.dataset.fakeLiveShow = show.id;
    dialog.setAttribute('aria-label', `${texts.live}: ${title}`);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    const header = this.element('div', '', 'top');
    const closeButton = this.button('×', close, 'quiet');
    closeButton.setAttribute('aria-label', texts.close);
    header.append(
      this.element('span', texts.live, 'badge'),
      this.element('h2', title),
      closeButton,
    );
    const stage = this.element('div', texts.note, 'stage');
    const list = this.element('ul');
    const sync = this.button(texts.sync, () => void handlers.syncCart(), 'quiet');
    const checkout = this.button(texts.checkout, () => handlers.checkout());
    const footer = this.element('div', '', 'bottom');
    footer.append(sync, checkout);
    dialog.append(header, stage, list, footer);
    this.doc.body.append(dialog);
    this.dialog = dialog;
    dialog.showModal();
    closeButton.focus();
    const rows = await Promise.all(show.skus.map((sku) => this.row(sku, handlers, texts)));
    if (this.dialog === dialog) list.append(...rows.filter((row) => row !== undefined));
  }

  hide(): void {
    this.dialog?.close();
    this.dialog?.remove();
    this.dialog = undefined;
  }

  private async row(sku: string, handlers: LiveShoppingHandlers, texts: Texts) {
    const product = await handlers.productData(sku);
    if (!product) return undefined;
    const variant = product.silkVariantName;
    const name = variant ? `${product.name}, ${variant}` : product.name;
    let count = 0;
    const item = this.element('li');
    const status = this.element('span');
    status.setAttribute('role', 'status');
    const actions = this.element('div', '', 'actions');
    const remove = this.button(
      '−',
      () => {
        count = Math.max(0, count - 1);
        void handlers.updateCart(sku, count).then(() => render(texts.added));
      },
      'quiet',
    );
    remove.setAttribute('aria-label', fill(texts.remove, { name }));
    const add = this.button(texts.addShort, () => {
      void handlers.addToCart(sku).then((answer) => {
        if (answer.ok) count += 1;
        render(
          answer.ok
            ? texts.added
            : answer.reason === 'out-of-stock'
              ? texts.outOfStock
              : texts.failed,
        );
      });
    });
    add.setAttribute('aria-label', fill(texts.add, { name }));
    const render = (message: string) => {
      status.textContent = fill(message, { count });
      remove.hidden = count === 0;
    };
    remove.hidden = true;
    actions.append(remove, add);
    item.append(this.element('strong', name), actions, status);
    return item;
  }

  private addStyle(): void {
    if (this.doc.head.querySelector('style[data-fake-live-show]')) return;
    const style = this.element('style', STYLE);
    style.dataset.fakeLiveShow = '';
    this.doc.head.append(style);
  }

  private element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = '') {
    const element = this.doc.createElement(tag);
    if (text) element.textContent = text;
    if (className) element.className = className;
    return element;
  }

  private button(text: string, onClick: () => void, className = '') {
    const button = this.element('button', text, className);
    button.type = 'button';
    button.addEventListener('click', onClick);
    return button;
  }
}
