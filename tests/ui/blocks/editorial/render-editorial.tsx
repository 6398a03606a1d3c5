import 'reflect-metadata';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteStore } from '../../../../src/application/stores/site.store';
import { TranslationStore } from '../../../../src/application/stores/translation.store';
import { createContainer } from '../../../../src/composition/container';
import type { Blok, Story } from '../../../../src/domain/content/story';
import { ContainerProvider } from '../../../../src/ui/app/container-context';
import { StoryContent } from '../../../../src/ui/blocks/story-content';

/** Renders `body` as a page of the Swedish shop in English, over the memory fakes. */
export async function renderEditorial(body: readonly Blok[]) {
  const container = await createContainer({ adapters: 'memory' });
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  sites.setSite({ country: 'se', language: 'en' });
  await container.get(TranslationStore).load('en');
  const story: Story = {
    id: '1',
    uuid: 'u1',
    name: 'Test',
    slug: 'test',
    fullSlug: 'en/test',
    content: { _uid: 'page', component: 'page', body },
  };
  const view = render(
    <ContainerProvider resolver={container}>
      <MemoryRouter>
        <StoryContent story={story} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { container, view };
}

/** A multilink to a story, in the CDN's field names. */
export const storyLink = (cachedUrl: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  cached_url: cachedUrl,
  url: '',
});

export const picture = (filename: string, alt: string) => ({ filename, alt });
