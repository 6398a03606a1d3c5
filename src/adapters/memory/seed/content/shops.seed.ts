import type { ShopLocation } from '@/domain/content/shop-location';
import { uuidFor } from './seed-helpers';

type Row = readonly [
  name: string,
  city: string,
  address: string,
  zip: string,
  phone: string,
  latitude: number,
  longitude: number,
  enabled: string,
];

/** Real places in Sweden and Norway (city-centre coordinates); three shops are switched off. */
const STORES: readonly Row[] = [
  ['Verkstadsbutik', 'Höganäs', 'Storgatan 28', '263 38', '+46 42 33 10 00', 56.1996, 12.5568, '1'],
  ['Södermalm', 'Stockholm', 'Götgatan 31', '116 21', '+46 8 640 10 20', 59.3163, 18.0719, '1'],
  ['Östermalm', 'Stockholm', 'Sibyllegatan 12', '114 42', '+46 8 660 22 30', 59.3375, 18.0804, '1'],
  ['Göteborg', 'Göteborg', 'Magasinsgatan 9', '411 18', '+46 31 13 40 50', 57.7038, 11.9631, '1'],
  ['Malmö', 'Malmö', 'Södra Förstadsg. 24', '211 43', '+46 40 12 60 70', 55.5986, 13.0013, '1'],
  ['Lund', 'Lund', 'Kyrkogatan 5', '222 22', '+46 46 14 80 90', 55.7047, 13.193, '1'],
  ['Uppsala', 'Uppsala', 'Svartbäcksgatan 8', '753 20', '+46 18 10 20 30', 59.8606, 17.6389, '1'],
  ['Visby', 'Visby', 'Adelsgatan 15', '621 56', '+46 498 21 30 40', 57.6393, 18.2955, '1'],
  ['Umeå', 'Umeå', 'Kungsgatan 52', '903 26', '+46 90 12 50 60', 63.8258, 20.263, '1'],
  ['Jönköping', 'Jönköping', 'Östra Storg. 40', '553 21', '+46 36 16 70 80', 57.7826, 14.1618, '0'],
  ['Grünerløkka', 'Oslo', 'Thorvald Meyers g. 40', '0555', '+47 22 35 10 20', 59.9226, 10.759, '1'],
  ['Frogner', 'Oslo', 'Bygdøy allé 20', '0262', '+47 22 44 30 40', 59.9166, 10.7099, '1'],
  ['Bergen', 'Bergen', 'Strandgaten 12', '5013', '+47 55 31 50 60', 60.3947, 5.3242, '1'],
  ['Trondheim', 'Trondheim', 'Nordre gate 9', '7011', '+47 73 52 70 80', 63.4318, 10.3966, '1'],
  ['Stavanger', 'Stavanger', 'Øvre Holmegate 14', '4006', '+47 51 89 10 20', 58.9707, 5.7355, '0'],
  ['Tromsø', 'Tromsø', 'Storgata 62', '9008', '+47 77 68 30 40', 69.6496, 18.956, ''],
];

/** The shops' hours; the workshop keeps the kilns' shorter days. */
const HOURS = 'Mån–fre 10–18, lör 10–16, sön 12–16';
const WORKSHOP_HOURS = 'Tis–fre 11–17, lör 11–15';

/**
 * Retailers that sell Lera online (docs/product.md#store-finder online shop list): a website and
 * no street address; the coordinates are their home towns', as editors fill in every shop's.
 */
const ONLINE: readonly (readonly [
  name: string,
  city: string,
  url: string,
  lat: number,
  lng: number,
])[] = [
  ['Nordiskt Hem', 'Stockholm', 'https://nordiskthem.example', 59.3293, 18.0686],
  ['Kaolin & Co', 'Göteborg', 'https://kaolin.example', 57.7089, 11.9746],
  ['Skandinavisk Form', 'Malmö', 'https://skandinaviskform.example', 55.605, 13.0038],
  ['Lin & Lera', 'Uppsala', 'https://linochlera.example', 59.8586, 17.6389],
  ['Bordets Ting', 'Lund', 'https://bordetsting.example', 55.7047, 13.191],
  ['Hemma Norr', 'Umeå', 'https://hemmanorr.example', 63.8258, 20.263],
  ['Fjordhus', 'Bergen', 'https://fjordhus.example', 60.3913, 5.3221],
  ['Keramikkhuset', 'Oslo', 'https://keramikkhuset.example', 59.9139, 10.7522],
  ['Glasyr', 'Visby', 'https://glasyr.example', 57.6348, 18.2948],
  ['Duka', 'Helsingborg', 'https://duka.example', 56.0465, 12.6945],
];

/**
 * docs/product.md#store-finder (content): the shop finder's shops, switched off ones included.
 */
const physical: readonly ShopLocation[] = STORES.map(
  ([name, city, address, zip, phone, latitude, longitude, enabled], index) => {
    const id = String(430001 + index);
    const slug = name
      .toLowerCase()
      .replace(/^lera /, '')
      .replace(/\s+/g, '-');
    return {
      id,
      uuid: uuidFor(id),
      enabled,
      name: `Lera ${name}`,
      city,
      address,
      zip,
      phone,
      url: `https://lera.example/butiker/${encodeURIComponent(slug)}`,
      openingHours: index === 0 ? WORKSHOP_HOURS : HOURS,
      latitude,
      longitude,
    };
  },
);

const online: readonly ShopLocation[] = ONLINE.map(
  ([name, city, url, latitude, longitude], index) => {
    const id = String(430051 + index);
    const none = { address: '', zip: '', phone: '' };
    return { id, uuid: uuidFor(id), enabled: '1', name, city, url, latitude, longitude, ...none };
  },
);

/** docs/product.md#store-finder (content): the physical shops, then the online retailers. */
export const seededShops: readonly ShopLocation[] = [...physical, ...online];
