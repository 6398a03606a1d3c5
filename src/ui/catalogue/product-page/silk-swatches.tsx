import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { Product } from '@/domain/catalogue/product';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { swatchList } from '@/ui/catalogue/variant-swatches';

/**
 * docs/product.md#search-and-filters product page swatches: the other colours of the design (the
 * silk product, docs/product.md#search-provider), each a link to its own product page; the one
 * shown is the current page.
 */
export const SilkSwatches = observer(function SilkSwatches(props: { readonly product: Product }) {
  const { product } = props;
  const cache = useStore(ResponseCacheStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);

  useEffect(() => {
    void cache.silkProducts(product.silkId);
  }, [cache, product.silkId]);

  const entry = cache.silkProductsEntry(product.silkId);
  if (entry.status !== 'success' || entry.response.length < 2) return null;
  return (
    <ul className={swatchList} aria-label={t('Swatches_Label')}>
      {entry.response.map((sibling) => (
        <li key={sibling.id}>
          <Link
            to={`/${formatSite(sites.site)}/${sibling.uri}`}
            aria-label={t('Product_Color', { color: sibling.silkVariantName })}
            aria-current={sibling.id === product.id ? 'page' : undefined}
            replace
          >
            {sibling.swatchImageUrl ? (
              <img src={sibling.swatchImageUrl} alt="" width={24} height={24} />
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
});
