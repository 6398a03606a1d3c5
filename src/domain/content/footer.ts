import type { Menu } from './menu-item';
import type { ContentImage } from './story';

/** The four social networks the footer shows icons for (docs/product.md#footer). */
export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'pinterest', 'youtube'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface SocialLink {
  readonly platform: SocialPlatform;
  readonly url: string;
}

/** docs/product.md#footer: the first story found under the footer path, its menus resolved. */
export interface Footer {
  readonly menus: readonly Menu[];
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly openingHours: string;
  readonly socialLinks: readonly SocialLink[];
  readonly trustLogos: readonly ContentImage[];
  readonly newsletterHeadline: string;
  readonly newsletterText: string;
  /**
   * The newsletter popup's picture (`newsletter_image`): the popup shows none without it
   * (docs/decisions/0120-invitations-that-wait-their-turn.md).
   */
  readonly newsletterImage?: ContentImage | undefined;
}
