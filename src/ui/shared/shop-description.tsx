import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';

/**
 * The description of a page that has none of its own (docs/product.md#search-engines), in the
 * site's language: a crawler or a link preview reads one description a page, never the app
 * shell's, which the server drops.
 */
export const ShopDescription = observer(function ShopDescription() {
  const { t } = useStore(TranslationStore);
  return <meta name="description" content={t('Shop_Description')} />;
});
