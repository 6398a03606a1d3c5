/**
 * The content service's answers as its Content Delivery API v2 reference describes them. Sources:
 * storyblok.com/docs/api/content-delivery/v2/stories/the-story-object ("The content type
 * determines the content structure of a story via the definition of fields. This specific
 * structure is found in the content property …": `content` has the fields and `component`, its
 * examples no `_uid`), …/v2/stories/retrieve-a-single-story (`story`, `cv`, `rels`, `links`),
 * …/v2/links/the-link-object and the-links-object (keyed by uuid; `slug` is the full slug,
 * `parent_id` and `path` may be null) and
 * …/v2/datasource-entries (`id`, `name`, `value`, `dimension_value`, null without a dimension).
 * Lists are paged by the `total` and `per-page` headers.
 *
 * The values are the shop's own; the fields, their types and their nulls are the reference's.
 */

/** The generic story fields every story object carries, as a published story has them. */
function storyFields(id: number, uuid: string, fullSlug: string) {
  const slug = fullSlug.split('/').pop() ?? fullSlug;
  return {
    name: slug,
    created_at: '2026-10-02T09:12:44.019Z',
    published_at: '2026-11-20T08:10:22.585Z',
    updated_at: '2026-11-20T08:10:22.600Z',
    first_published_at: '2026-10-02T09:30:00.000Z',
    id,
    uuid,
    slug,
    full_slug: fullSlug,
    sort_by_date: null,
    position: -10,
    tag_list: [],
    is_startpage: false,
    parent_id: 107350,
    meta_data: null,
    group_id: 'b1f0a3c2-7d4e-4f7a-9a51-2c0a3d5e6f70',
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

/** `cdn/stories/en/about-us`: a page whose root block has no `_uid`, its nested blocks do. */
export const PAGE_STORY = {
  story: {
    ...storyFields(3185, '0f7b2a4e-5c1d-4e8b-a3f6-9d2c1b0e4a77', 'en/about-us'),
    content: {
      component: 'page',
      body: [
        { _uid: '8a3e7c41-2b6d-4f0e-9c15-7e4d2a1b3c58', component: 'headline', text: 'About us' },
      ],
      meta_title: 'About us',
      meta_description: 'A workshop in Höganäs.',
    },
  },
  cv: 1764318622,
  rels: [],
  links: [],
};

/** `cdn/stories?starts_with=en/shared-content/site-notices/`: a notice, its root without `_uid`. */
export const NOTICE_STORIES = {
  stories: [
    {
      ...storyFields(
        4410,
        'c7d9e1f3-a5b7-4c9d-8e1f-3a5b7c9d1e2f',
        'en/shared-content/site-notices/free-delivery',
      ),
      content: {
        component: 'site_notice',
        html: '<p>Free delivery over 500 kr</p>',
        position: 'top',
        background_color: '#2f3b2c',
        font_color: '#ffffff',
        text_alignment: 'center',
        enabled: 'true',
      },
    },
  ],
  cv: 1764318622,
  rels: [],
  links: [],
};

/** `cdn/datasource_entries`: `dimension_value` is null where the dimension has no own text. */
export const TRANSLATION_ENTRIES = {
  datasource_entries: [
    { id: 30131, name: 'Cart_Title', value: 'Varukorg', dimension_value: 'Cart' },
    { id: 30132, name: 'Search_NoResults', value: 'Inga träffar', dimension_value: null },
  ],
};

const link = (id: number, uuid: string, slug: string, isFolder: boolean) => ({
  id,
  uuid,
  slug,
  path: null,
  parent_id: isFolder ? null : 107350,
  name: slug,
  is_folder: isFolder,
  published: true,
  is_startpage: false,
  position: 0,
  real_path: `/${slug}`,
});

const LINKS = [
  link(107350, '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', 'en', true),
  link(3185, '0f7b2a4e-5c1d-4e8b-a3f6-9d2c1b0e4a77', 'en/about-us', false),
];

/** `cdn/links`: the links keyed by their uuid (…/v2/links/the-links-object). */
export const LINKS_BY_UUID = { links: Object.fromEntries(LINKS.map((one) => [one.uuid, one])) };
