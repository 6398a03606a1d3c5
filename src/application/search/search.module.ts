import { ContainerModule } from 'inversify';
import { SearchPanelStore } from './search-panel.store';
import { SearchStore } from './search.store';

/** Search and category listings with their filters, and the header's search panel. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(SearchStore).toSelf();
  bind(SearchPanelStore).toSelf();
});
