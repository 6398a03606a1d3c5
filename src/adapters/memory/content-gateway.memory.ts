import type { ContentGateway } from '../../application/ports/content-gateway.port';
import type { Dictionary } from '../../domain/content/translate';
import type { Language } from '../../domain/site/site';
import { seededTranslations } from './seed/translations.seed';

/** The content service over the seeded stories and translations. */
export class MemoryContentGateway implements ContentGateway {
  constructor(
    private readonly dictionaries: Readonly<Record<Language, Dictionary>> = seededTranslations,
  ) {}

  async translations(language: Language): Promise<Dictionary> {
    return this.dictionaries[language];
  }
}
