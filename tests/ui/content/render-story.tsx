import 'reflect-metadata';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { createContainer } from '@/composition/container';
import type { Blok, Story } from '@/domain/content/story';
import { ContainerProvider } from '@/ui/shared/container-context';
import { StoryContent } from '@/ui/content/blocks/story-content';

export type ShopContainer = Awaited<ReturnType<typeof createContainer>>;

/** A page holding `body`, as the content service gives it. */
export const pageOf = (body: readonly Blok[]): Story => ({
  id: '1',
  uuid: 'u1',
  name: 'Test',
  slug: 'test',
  fullSlug: 'en/test',
  content: { _uid: 'page', component: 'page', body },
});

/** A multilink to a story, in the CDN's field names. */
export const storyLinkField = (cachedUrl: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  cached_url: cachedUrl,
  url: '',
});

export interface RenderStoryOptions {
  /** The editors' preview (unknown blocks marked). */
  readonly preview?: boolean;
  /** The address the router starts at. */
  readonly url?: string;
  /** Also loads the site-wide content (menus, settings) first. */
  readonly withSiteContent?: boolean;
  /** Runs on the container before anything is loaded (to plant state). */
  readonly prepare?: (container: ShopContainer) => void;
}

/**
 * Renders a story through the block registry in the Swedish shop in English, over the memory
 * fakes, as a content page of `npm run dev` shows it.
 */
export async function renderStory(story: Story, options: RenderStoryOptions = {}) {
  const container = await createContainer({ adapters: 'memory' });
  options.prepare?.(container);
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'en' }, { preview: options.preview ?? false });
  await container.get(TranslationStore).load('en');
  if (options.withSiteContent) await container.get(ContentStore).load('en');
  const view = render(
    <ContainerProvider resolver={container}>
      <MemoryRouter initialEntries={[options.url ?? '/se-en/test']}>
        <StoryContent story={story} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { container, view };
}
