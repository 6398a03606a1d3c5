import { ContainerModule } from 'inversify';
import { ContentStore } from './content.store';
import { NoticeStore } from './notice.store';
import { PreviewStore } from './preview.store';
import { ProductStoriesStore } from './product-stories.store';
import { ResolvePage } from './resolve-page';
import { SanitizedHtmlStore } from './sanitized-html.store';

/**
 * CMS pages, menus, footer and settings, the site notices, the editors' HTML made safe, and the
 * editors' preview.
 */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(ContentStore).toSelf();
  bind(NoticeStore).toSelf();
  bind(PreviewStore).toSelf();
  bind(ProductStoriesStore).toSelf();
  bind(ResolvePage).toSelf();
  bind(SanitizedHtmlStore).toSelf();
});
