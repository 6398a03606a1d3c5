import type { ShopMarker } from '@/application/shop-finder/shop-map.port';
import { SHOP_MAP } from '@/domain/content/shop-finder';
import { SHOP_MARKER_ICON } from '@/adapters/shared/shop-marker-icon';
import type { MapPoint } from './shop-map-projection';

/** The marker's brown, so a group reads as the same shops as a single pin. */
const PIN_COLOUR = '#7a4b2a';
const PAPER = '#fbf8f3';
const INK = '#1f1c19';

/** A shop's 33×33 pin, its point at `at` (the pin's tip). */
export function shopPin(marker: ShopMarker, at: MapPoint, onClick: () => void): HTMLElement {
  const size = SHOP_MAP.markerSizePx;
  const button = document.createElement('button');
  button.type = 'button';
  button.title = marker.name;
  button.setAttribute('aria-label', marker.name);
  button.dataset.shopId = marker.id;
  Object.assign(button.style, {
    position: 'absolute',
    left: `${at.x - size / 2}px`,
    top: `${at.y - size}px`,
    width: `${size}px`,
    height: `${size}px`,
    padding: '0',
    border: '0',
    background: 'none',
    cursor: 'pointer',
  });
  const icon = document.createElement('img');
  Object.assign(icon, { src: SHOP_MARKER_ICON, alt: '', width: size, height: size });
  icon.style.display = 'block';
  button.append(icon);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * Shops too close to tell apart: a round count centred on them, named "3 stores", that zooms in
 * until they part when clicked.
 */
export function clusterPin(
  shopIds: readonly string[],
  label: string,
  at: MapPoint,
  onClick: () => void,
): HTMLElement {
  const size = SHOP_MAP.markerSizePx + 3;
  const button = document.createElement('button');
  button.type = 'button';
  button.title = label;
  button.setAttribute('aria-label', label);
  button.dataset.shopIds = shopIds.join(' ');
  button.textContent = String(shopIds.length);
  Object.assign(button.style, {
    position: 'absolute',
    left: `${at.x - size / 2}px`,
    top: `${at.y - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    padding: '0',
    border: `2px solid ${PAPER}`,
    borderRadius: '50%',
    background: PIN_COLOUR,
    color: PAPER,
    boxShadow: `0 0 0 5px rgb(122 75 42 / 22%)`,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: '600',
    lineHeight: '1',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
  });
  button.addEventListener('click', onClick);
  return button;
}

/** The words of an info window. */
export interface InfoWords {
  readonly linkText: string;
  readonly closeText: string;
}

/** The info window above a shop's pin: its name, a link to its page and a close control. */
export function infoWindow(
  marker: ShopMarker,
  at: MapPoint,
  words: InfoWords,
  onClose: () => void,
): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', marker.name);
  Object.assign(box.style, {
    position: 'absolute',
    left: `${at.x}px`,
    top: `${at.y - SHOP_MAP.markerSizePx - 8}px`,
    transform: 'translate(-50%, -100%)',
    minWidth: '11rem',
    padding: '0.75rem 2.25rem 0.75rem 0.9rem',
    background: '#fff',
    color: INK,
    borderRadius: '4px',
    boxShadow: '0 2px 10px rgba(31, 28, 25, 0.25)',
    fontSize: '0.875rem',
    lineHeight: '1.5',
  });
  const name = document.createElement('strong');
  name.textContent = marker.name;
  name.style.display = 'block';
  box.append(name);
  if (marker.url) {
    const link = document.createElement('a');
    link.href = marker.url;
    link.textContent = words.linkText;
    link.style.color = 'inherit';
    box.append(link);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', words.closeText);
  Object.assign(close.style, {
    position: 'absolute',
    top: '0.25rem',
    right: '0.25rem',
    width: '1.75rem',
    height: '1.75rem',
    border: '0',
    background: 'none',
    fontSize: '1.25rem',
    cursor: 'pointer',
  });
  close.addEventListener('click', onClose);
  box.append(close);
  return box;
}
