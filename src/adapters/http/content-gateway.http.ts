import { inject, injectable } from 'inversify';
import type StoryblokClient from 'storyblok-js-client';
import type { ContentGateway } from '../../application/ports/content-gateway.port';
import type { Dictionary } from '../../domain/content/translate';
import type { Language } from '../../domain/site/site';
import { ContentClient, getContent } from './content-client';
import { datasourceEntriesSchema } from './schemas/datasource.schema';

/** SPEC §7 Content service through the storyblok proxy. */
@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(@inject(ContentClient) private readonly client: StoryblokClient) {}

  /** `cdn/datasource_entries` of `ui-element-translations`, dimension = language, 1000 a page. */
  async translations(language: Language): Promise<Dictionary> {
    const body = await getContent(
      this.client,
      'cdn/datasource_entries',
      { datasource: 'ui-element-translations', dimension: language, per_page: 1000 },
      datasourceEntriesSchema,
    );
    return Object.fromEntries(
      body.datasource_entries.map((entry) => [
        entry.name,
        entry.dimension_value || entry.value || '',
      ]),
    );
  }
}
