import type { DeliveryTracker } from '@/application/delivery-tracking/delivery-tracker.port';
import type { TrackingLocale } from '@/domain/marketing/tracking-locale';
import type { SeededParcel } from './seed/parcels.seed';

const TEXTS = {
  'sv-SE': {
    form: 'Spåra ditt paket',
    label: 'Spårningsnummer',
    submit: 'Spåra',
    placeholder: 'till exempel {example}',
    heading: 'Paket {number} med {carrier}',
    unknown:
      'Vi hittar inget paket med spårningsnumret "{number}". Kontrollera numret i ditt leveransbesked.',
    empty: 'Skriv ditt spårningsnummer.',
  },
  'en-US': {
    form: 'Track your parcel',
    label: 'Tracking number',
    submit: 'Track',
    placeholder: 'for example {example}',
    heading: 'Parcel {number} with {carrier}',
    unknown:
      'We cannot find a parcel with the tracking number "{number}". Check the number in your shipping confirmation.',
    empty: 'Enter your tracking number.',
  },
} as const satisfies Record<TrackingLocale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Tracking numbers as shoppers type them: any case, with spaces. */
const normalise = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * A working stand-in for the delivery-tracking widget in memory mode
 * (docs/product.md#delivery-tracking): like the provider's embed it draws a search form into the
 * container; a seeded tracking number shows its parcel's events, newest first, and an unknown one a
 * clear message. No network.
 */
export class MemoryDeliveryTracker implements DeliveryTracker {
  constructor(
    private readonly parcels: readonly SeededParcel[],
    private readonly find: (id: string) => HTMLElement | null = (id) =>
      globalThis.document?.getElementById(id) ?? null,
  ) {}

  async show(containerId: string, locale: TrackingLocale, siteLocale: string): Promise<boolean> {
    const host = this.find(containerId);
    if (!host) throw new Error(`Delivery tracking: no element with id ${containerId}`);
    const doc = host.ownerDocument;
    const texts = TEXTS[locale];
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '') => {
      const element = doc.createElement(tag);
      element.textContent = text;
      return element;
    };
    const form = make('form');
    form.setAttribute('aria-label', texts.form);
    const inputId = `${containerId}-number`;
    const label = make('label', texts.label);
    label.htmlFor = inputId;
    const input = make('input');
    Object.assign(input, { id: inputId, name: 'trackingNumber', autocomplete: 'off' });
    input.placeholder = fill(texts.placeholder, { example: this.parcels[0]?.trackingNumber ?? '' });
    const row = make('div');
    row.append(input, make('button', texts.submit));
    form.append(label, row);
    const result = make('div');
    result.setAttribute('aria-live', 'polite');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      result.replaceChildren(...this.answer(input.value, locale, siteLocale, make));
    });
    host.replaceChildren(form, result);
    return true;
  }

  private answer(
    typed: string,
    locale: TrackingLocale,
    siteLocale: string,
    make: <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => HTMLElement,
  ): HTMLElement[] {
    const texts = TEXTS[locale];
    const number = normalise(typed);
    if (number === '') return [make('p', texts.empty)];
    const parcel = this.parcels.find((candidate) => candidate.trackingNumber === number);
    if (!parcel) {
      const message = make('p', fill(texts.unknown, { number: typed.trim() }));
      message.setAttribute('role', 'alert');
      return [message];
    }
    const when = new Intl.DateTimeFormat(siteLocale, { dateStyle: 'medium', timeStyle: 'short' });
    const list = make('ol');
    list.setAttribute('aria-label', fill(texts.heading, { number, carrier: parcel.carrier }));
    for (const event of [...parcel.events].reverse()) {
      const item = make('li');
      const time = make('time', when.format(event.at));
      time.setAttribute('datetime', new Date(event.at).toISOString());
      item.append(
        time,
        make('strong', event.status[locale === 'sv-SE' ? 0 : 1]),
        make('span', event.place),
      );
      list.append(item);
    }
    return [make('h3', fill(texts.heading, { number, carrier: parcel.carrier })), list];
  }
}
