/** The store finder's marker picture (public/media), drawn at SPEC §9's 33×33 by both maps. */
export const STORE_MARKER_ICON = '/media/content/store-marker.svg';
