import type * as z from 'zod/mini';
import type { ContentLink } from '@/domain/content/content-link';
import { SOCIAL_PLATFORMS, type Footer, type SocialLink } from '@/domain/content/footer';
import type { MenuLink } from '@/domain/content/menu-link';
import type { Menu, MenuItem } from '@/domain/content/menu-item';
import type { Notice } from '@/domain/content/notice';
import type { MarketSettings, SiteSettings } from '@/domain/content/site-settings';
import type { ShopLocation } from '@/domain/content/shop-location';
import type { ContentImage, Story } from '@/domain/content/story';
import type { footerStorySchema } from './schemas/footer.schema';
import type { linkSchema } from './schemas/links.schema';
import type { menuContentSchema, MenuItemOutput, multilinkSchema } from './schemas/menu.schema';
import type { noticeContentSchema } from './schemas/notice.schema';
import type { marketSettingsSchema, settingsContentSchema } from './schemas/settings.schema';
import type { assetSchema, pageStorySchema } from './schemas/story.schema';
import type { shopContentSchema } from './schemas/shop.schema';
import { richTextToHtml } from './rich-text-html';

type Out<S extends z.ZodMiniType> = z.output<S>;
type Asset = Out<typeof assetSchema>;

/**
 * The CDN API's story as the domain's: ids as strings, `full_slug` as `fullSlug`, rich-text
 * fields as HTML (the blocks take rich text as a string), and the root block's id the story's
 * `uuid` when the root has none (`rootUidSchema`).
 */
export function toStory(body: Out<typeof pageStorySchema>): Story {
  const { id, uuid, name, slug, full_slug: fullSlug, content } = body;
  const root = { ...content, _uid: content._uid ?? uuid };
  return { id: String(id), uuid, name, slug, fullSlug, content: richTextToHtml(root) };
}

/** An asset with no file (the editor cleared it) is no image at all. */
export function toImages(assets: readonly Asset[]): readonly ContentImage[] {
  return assets.flatMap((asset) => toImage(asset) ?? []);
}

function toImage(asset: Asset | null | undefined): ContentImage | undefined {
  return asset?.filename ? { filename: asset.filename, alt: asset.alt ?? '' } : undefined;
}

/** docs/product.md#menus link; fields the editor left empty are absent. */
export function toMenuLink(link: Out<typeof multilinkSchema> | undefined): MenuLink {
  if (!link) return { linktype: '' };
  return {
    linktype: link.linktype,
    id: link.id || undefined,
    cachedUrl: link.cached_url || undefined,
    url: link.url || undefined,
    email: link.email || undefined,
    target: link.target || undefined,
  };
}

export function toMenuItem(item: MenuItemOutput): MenuItem {
  return {
    uid: item._uid,
    label: item.label,
    link: toMenuLink(item.link),
    children: item.children.map(toMenuItem),
    images: toImages(item.images),
    phoneLink: item.phone_link || undefined,
    target: item.target || undefined,
  };
}

export function toMenu(content: Out<typeof menuContentSchema>): Menu {
  return { title: content.title, items: content.items.map(toMenuItem) };
}

/**
 * docs/product.md#footer: menus that came back resolved, in their order; unresolved uuids dropped.
 */
export function toFooter(story: Out<typeof footerStorySchema>): Footer {
  const { content } = story;
  return {
    menus: content.menus.flatMap((menu) =>
      typeof menu === 'string' ? [] : [toMenu(menu.content)],
    ),
    phone: content.phone,
    email: content.email,
    address: content.address,
    openingHours: content.opening_hours,
    socialLinks: content.social_links.flatMap((link): SocialLink[] => {
      const platform = SOCIAL_PLATFORMS.find((known) => known === link.platform.toLowerCase());
      const url = link.link?.url ?? '';
      return platform && url !== '' ? [{ platform, url }] : [];
    }),
    trustLogos: toImages(content.trust_logos),
    newsletterHeadline: content.newsletter_headline,
    newsletterText: content.newsletter_text,
    newsletterImage: toImage(content.newsletter_image),
  };
}

export function toSettings(content: Out<typeof settingsContentSchema>): SiteSettings {
  return {
    marketSettings: content.market_settings.map(toMarketSettings),
    accountMenuItems: content.account_menu_items.map(toMenuItem),
  };
}

function toMarketSettings(entry: Out<typeof marketSettingsSchema>): MarketSettings {
  return {
    uid: entry._uid,
    markets: entry.markets,
    liveShopping: {
      live_shopping_status: entry.live_shopping_status,
      live_shopping_text: entry.live_shopping_text,
      live_shopping_text_after: entry.live_shopping_text_after,
      live_shopping_time: entry.live_shopping_time,
      live_shopping_show_id: entry.live_shopping_show_id,
    },
    trustLogosCart: toImages(entry.trust_logos_cart),
    trustLogosFooter: toImages(entry.trust_logos_footer),
    accountWelcomeHeadline: entry.account_welcome_headline,
    accountModal: {
      heading: entry.account_modal_heading,
      description: entry.account_modal_description,
      cta: entry.account_modal_cta,
      image: toImage(entry.account_modal_image),
    },
    staticPageHeader: {
      position: entry.static_page_header_position,
      textColor: entry.static_page_header_text_color,
      backgroundColor: entry.static_page_header_background_color,
    },
    restockDates: entry.restock_dates.map(({ sku, date }) => ({ sku, date })),
    productNotes: {
      delivery: entry.product_delivery_note.trim(),
      returns: entry.product_returns_note.trim(),
    },
  };
}

/** A notice is known by its root block's id, else by its story's `uuid` (`rootUidSchema`). */
export function toNotice(story: {
  readonly uuid: string;
  readonly content: Out<typeof noticeContentSchema>;
}): Notice {
  const { content } = story;
  return {
    uid: content._uid ?? story.uuid,
    html: content.html,
    position: content.position,
    backgroundColor: content.background_color,
    fontColor: content.font_color,
    textAlignment: content.text_alignment,
    enabled: content.enabled,
  };
}

export function toShopLocation(story: {
  readonly id: number;
  readonly uuid: string;
  readonly content: Out<typeof shopContentSchema>;
}): ShopLocation {
  const { content } = story;
  return {
    id: String(story.id),
    uuid: story.uuid,
    enabled: content.enabled,
    name: content.name,
    city: content.city,
    address: content.address,
    zip: content.zip,
    phone: content.phone,
    url: content.url,
    ...(content.opening_hours ? { openingHours: content.opening_hours } : {}),
    latitude: Number(content.latitude),
    longitude: Number(content.longitude),
  };
}

export function toContentLink(link: Out<typeof linkSchema>): ContentLink {
  return { id: String(link.id), uuid: link.uuid, slug: link.slug };
}
