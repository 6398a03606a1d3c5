import { describe, expect, it } from 'vitest';
import { createContentClient } from '@/adapters/http/content-client';
import { HttpContentGateway } from '@/adapters/http/content-gateway.http';
import { replayForThisFile, type ReplayRoute } from '../support/replay-server';
import { CONTRACT_TIMEOUT_MS } from '../support/sides';
import {
  LINKS_BY_UUID,
  NOTICE_STORIES,
  PAGE_STORY,
  TRANSLATION_ENTRIES,
} from './storyblok.fixtures';

const replay = replayForThisFile();
const PROXY = '/api/storyblok-proxy';

async function gatewayAnswering(routes: readonly ReplayRoute[]) {
  const { base } = await replay(routes);
  const client = createContentClient({
    proxyBase: `${base}${PROXY}`,
    timeoutSeconds: CONTRACT_TIMEOUT_MS / 1000,
  });
  return new HttpContentGateway(client, { isPreview: false });
}

const get = (path: string, body: unknown): ReplayRoute => ({
  method: 'GET',
  path: `${PROXY}/${path}`,
  answer: { body },
});

describe("the content service's documented answers through HttpContentGateway", () => {
  it("reads a story whose root block has no _uid, the story's uuid standing in", async () => {
    const gateway = await gatewayAnswering([get('cdn/stories/en/about-us', PAGE_STORY)]);
    const story = await gateway.page('en', 'about-us');
    expect(story).toMatchObject({
      id: '3185',
      uuid: PAGE_STORY.story.uuid,
      slug: 'about-us',
      fullSlug: 'en/about-us',
      content: {
        _uid: PAGE_STORY.story.uuid,
        component: 'page',
        body: [{ _uid: PAGE_STORY.story.content.body[0]?._uid, component: 'headline' }],
      },
    });
  });

  it('reads a notice whose root block has no _uid, known by its story', async () => {
    const gateway = await gatewayAnswering([get('cdn/stories', NOTICE_STORIES)]);
    const [notice] = await gateway.notices('en');
    expect(notice).toMatchObject({
      uid: NOTICE_STORIES.stories[0]?.uuid,
      html: '<p>Free delivery over 500 kr</p>',
      enabled: 'true',
    });
  });

  it("reads translations, a null dimension value falling back to the entry's value", async () => {
    const gateway = await gatewayAnswering([get('cdn/datasource_entries', TRANSLATION_ENTRIES)]);
    expect(await gateway.translations('en')).toEqual({
      Cart_Title: 'Cart',
      Search_NoResults: 'Inga träffar',
    });
  });

  it('reads every page of the links, the API paging them by its total and per-page headers', async () => {
    const [folder, page] = Object.values(LINKS_BY_UUID.links);
    const onePage = (n: string, entry: typeof folder) => ({
      method: 'GET' as const,
      path: `${PROXY}/cdn/links`,
      query: { page: n },
      answer: {
        body: { links: { [entry!.uuid]: entry } },
        headers: { total: '2', 'per-page': '1' },
      },
    });
    const { base, asked } = await replay([onePage('1', folder), onePage('2', page)]);
    const client = createContentClient({ proxyBase: `${base}${PROXY}`, timeoutSeconds: 1 });
    const links = await new HttpContentGateway(client, { isPreview: false }).links();
    expect(links.map(({ slug }) => slug)).toEqual(['en', 'en/about-us']);
    expect(asked.map(({ query }) => [query['page'], query['per_page']])).toEqual([
      ['1', '1000'],
      ['2', '1000'],
    ]);
  });

  it('reads the links keyed by uuid, a folder without a parent among them', async () => {
    const gateway = await gatewayAnswering([get('cdn/links', LINKS_BY_UUID)]);
    expect(await gateway.links()).toEqual(
      Object.values(LINKS_BY_UUID.links).map(({ id, uuid, slug }) => ({
        id: String(id),
        uuid,
        slug,
      })),
    );
  });
});
