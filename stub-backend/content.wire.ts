import type { FooterStoriesBody } from '../src/adapters/http/schemas/footer.schema';
import type { MenuItemBody, MenuStoryBody } from '../src/adapters/http/schemas/menu.schema';
import type { StoryBody } from '../src/adapters/http/schemas/story.schema';
import { uuidFor } from '../src/adapters/memory/seed/content/seed-helpers';
import type { Footer } from '../src/domain/content/footer';
import type { MenuLink } from '../src/domain/content/menu-link';
import {
  MENU_NAMES,
  type Menu,
  type MenuItem,
  type MenuName,
} from '../src/domain/content/menu-item';
import type { ContentImage, Story } from '../src/domain/content/story';
import type { Language } from '../src/domain/site/site';

/**
 * The content seed written the way the CDN API sends it: the content adapter's schemas,
 * inverted. Stories the domain keeps without ids (footer, menus, notices) get stable ones here.
 */
export function storyBody(story: Story): StoryBody {
  const { id, uuid, name, slug, fullSlug, content } = story;
  return { id: Number(id), uuid, name, slug, full_slug: fullSlug, content };
}

/** A stable story id for a story the seed keeps without one: area, language and position. */
export function wireId(area: number, language: Language, index = 0): number {
  return 470_000 + area * 1000 + (language === 'sv' ? 0 : 500) + index;
}

export function assets(images: readonly ContentImage[]) {
  return images.map(({ filename, alt }) => ({ filename, alt }));
}

function linkBody(link: MenuLink) {
  return {
    linktype: link.linktype,
    id: link.id ?? '',
    cached_url: link.cachedUrl ?? '',
    url: link.url ?? '',
    email: link.email,
    target: link.target,
  };
}

export function menuItemBody(item: MenuItem): MenuItemBody {
  return {
    _uid: item.uid,
    component: 'menu_item',
    label: item.label,
    link: linkBody(item.link),
    children: item.children.map(menuItemBody),
    images: assets(item.images),
    phone_link: item.phoneLink ?? '',
    target: item.target ?? '',
  };
}

export function menuStoryBody(menu: Menu, id: number, fullSlug: string): MenuStoryBody {
  const slug = fullSlug.split('/').at(-1) ?? '';
  return {
    id,
    uuid: uuidFor(String(id)),
    name: menu.title,
    slug,
    full_slug: fullSlug,
    content: {
      _uid: `menu-${id}`,
      component: 'menu',
      title: menu.title,
      items: menu.items.map(menuItemBody),
    },
  };
}

/** The main or secondary menu at `shared-content/menus/{name}`: one story in both languages. */
export function namedMenuBody(menu: Menu, name: MenuName): MenuStoryBody {
  const id = wireId(1, 'sv', MENU_NAMES.indexOf(name) + 1);
  return menuStoryBody(menu, id, `shared-content/menus/${name}`);
}

/**
 * docs/product.md#footer: its menus as uuids, the menu stories in `rels` when relations are asked
 * for.
 */
export function footerBody(
  footer: Footer,
  language: Language,
  resolveMenus: boolean,
): FooterStoriesBody {
  const menus = footer.menus.map((menu, index) =>
    menuStoryBody(
      menu,
      wireId(2, language, index + 1),
      `${language}/shared-content/footer-menus/${index + 1}`,
    ),
  );
  const id = wireId(2, language);
  return {
    stories: [
      {
        id,
        uuid: uuidFor(String(id)),
        name: 'Footer',
        slug: 'footer',
        full_slug: `${language}/shared-content/footer`,
        content: {
          _uid: `footer-${language}`,
          component: 'footer',
          menus: menus.map((menu) => menu.uuid),
          phone: footer.phone,
          email: footer.email,
          address: footer.address,
          opening_hours: footer.openingHours,
          social_links: footer.socialLinks.map(({ platform, url }) => ({
            _uid: `social-${language}-${platform}`,
            platform,
            link: { linktype: 'url', url, cached_url: '' },
          })),
          trust_logos: assets(footer.trustLogos),
          newsletter_headline: footer.newsletterHeadline,
          newsletter_text: footer.newsletterText,
          newsletter_image: footer.newsletterImage ?? null,
        },
      },
    ],
    rels: resolveMenus ? menus : undefined,
  };
}
