import 'reflect-metadata';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContentStore } from '../../../../src/application/stores/content.store';
import { SiteStore } from '../../../../src/application/stores/site.store';
import { TranslationStore } from '../../../../src/application/stores/translation.store';
import { createContainer } from '../../../../src/composition/container';

type Container = Awaited<ReturnType<typeof createContainer>>;
import type { Blok, Story } from '../../../../src/domain/content/story';
import { ContainerProvider } from '../../../../src/ui/app/container-context';
import { StoryContent } from '../../../../src/ui/blocks/story-content';

/** A page holding `body`, as the content service gives it. */
export const pageOf = (body: readonly Blok[]): Story => ({
  id: '1',
  uuid: 'u1',
  name: 'Test',
  slug: 'test',
  fullSlug: 'en/test',
  content: { _uid: 'page', component: 'page', body },
});

/**
 * Renders story blocks in the Swedish shop in English over the memory fakes, its site-wide
 * content (menus) loaded, at `url`.
 */
export async function renderBlocks(
  body: readonly Blok[],
  url = '/se-en/test',
  prepare: (container: Container) => void = () => undefined,
) {
  const container = await createContainer({ adapters: 'memory' });
  prepare(container);
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'en' });
  await container.get(TranslationStore).load('en');
  await container.get(ContentStore).load('en');
  const view = render(
    <ContainerProvider resolver={container}>
      <MemoryRouter initialEntries={[url]}>
        <StoryContent story={pageOf(body)} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { container, view };
}

/** A multilink to a story, in the CDN's field names. */
export const storyLinkField = (cachedUrl: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  cached_url: cachedUrl,
  url: '',
});
