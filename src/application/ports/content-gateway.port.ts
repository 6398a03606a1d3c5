import type { Dictionary } from '../../domain/content/translate';
import type { Language } from '../../domain/site/site';

export const ContentGateway = Symbol('ContentGateway');

/** The content service (SPEC §7 Content service). Grows with the content the shop shows. */
export interface ContentGateway {
  /** The UI texts of one language, from the `ui-element-translations` datasource. */
  translations(language: Language): Promise<Dictionary>;
}
