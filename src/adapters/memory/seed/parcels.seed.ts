/** A parcel's event as the fake tracker shows it (docs/product.md#delivery-tracking). */
export interface SeededParcelEvent {
  /** Epoch ms. */
  readonly at: number;
  readonly status: readonly [sv: string, en: string];
  readonly place: string;
}

export interface SeededParcel {
  readonly trackingNumber: string;
  readonly carrier: string;
  /** Oldest first. */
  readonly events: readonly SeededParcelEvent[];
}

const HOUR_MS = 3_600_000;

/**
 * Parcels the fake delivery tracker knows: one on its way, one delivered, one waiting at a
 * pick-up point. Times count back from when the shop started, so they always look recent.
 */
export function seedParcels(startedAt: number): readonly SeededParcel[] {
  const ago = (hours: number) => startedAt - hours * HOUR_MS;
  return [
    {
      trackingNumber: 'LERA1001SE',
      carrier: 'PostNord',
      events: [
        { at: ago(30), status: ['Ordern är packad', 'Order packed'], place: 'Höganäs' },
        {
          at: ago(26),
          status: ['Lämnad till transportören', 'Handed to the carrier'],
          place: 'Helsingborg',
        },
        { at: ago(14), status: ['På terminalen', 'At the terminal'], place: 'Malmö' },
        { at: ago(3), status: ['Ute för leverans', 'Out for delivery'], place: 'Stockholm' },
      ],
    },
    {
      trackingNumber: 'LERA1002SE',
      carrier: 'DHL',
      events: [
        { at: ago(75), status: ['Ordern är packad', 'Order packed'], place: 'Höganäs' },
        {
          at: ago(70),
          status: ['Lämnad till transportören', 'Handed to the carrier'],
          place: 'Helsingborg',
        },
        { at: ago(52), status: ['På terminalen', 'At the terminal'], place: 'Jönköping' },
        { at: ago(28), status: ['Levererad', 'Delivered'], place: 'Göteborg' },
      ],
    },
    {
      trackingNumber: 'LERA1003SE',
      carrier: 'Budbee',
      events: [
        { at: ago(50), status: ['Ordern är packad', 'Order packed'], place: 'Höganäs' },
        {
          at: ago(40),
          status: ['Lämnad till transportören', 'Handed to the carrier'],
          place: 'Helsingborg',
        },
        {
          at: ago(6),
          status: ['Redo att hämtas ut', 'Ready for pick-up'],
          place: 'Lund, Mårtenstorget',
        },
      ],
    },
  ];
}
