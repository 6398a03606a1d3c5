import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { ResponseCacheStore } from '@/application/catalogue/response-cache.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { productCategories } from '@/domain/catalogue/product-categories';
import type { Blok } from '@/domain/content/story';
import { sizeGuideFor, type SizeGuideName } from '@/domain/sizes/size-guide';
import { useStore } from '@/ui/shared/container-context';
import { Dialog } from '@/ui/shared/dialog';
import { colors } from '@/ui/styles/tokens';
import { modalBody, modalCloseButton } from '@/ui/shared/modal-parts';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 0.55rem 0.5rem;
    border-bottom: 1px solid ${colors.line};
    text-align: left;
  }
  th {
    font-weight: 600;
  }
`;

function texts(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function GuideTable(props: { readonly blok: Blok }) {
  const columns = texts(props.blok['columns']);
  const rows = Array.isArray(props.blok['rows']) ? props.blok['rows'].map(texts) : [];
  return (
    <table className={table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The guide for the product `productId`, from its category path (`sizeGuideFor`): `undefined`
 * while the product or the category tree loads, `null` when there is none to show.
 */
function useGuideName(productId: string | undefined): SizeGuideName | null | undefined {
  const cache = useStore(ResponseCacheStore);
  useEffect(() => {
    if (productId === undefined) return;
    void cache.productById(productId);
    void cache.categories();
  }, [cache, productId]);
  if (productId === undefined) return undefined;
  const product = cache.productByIdEntry(productId);
  const tree = cache.categoriesEntry();
  if (product.status === 'error' || tree.status === 'error') return null;
  if (product.status !== 'success' || tree.status !== 'success') return undefined;
  const categories = productCategories(product.response, tree.response);
  return sizeGuideFor(categories.map(({ name }) => name)) ?? null;
}

/**
 * docs/product.md#product-page size guide modal: the guide story's title, intro and tables for the
 * product `sizeGuideItemId` — diameter for plates, dishes and bowls, width × length for textiles,
 * S, M, L for clothing.
 */
export const SizeGuideModal = observer(function SizeGuideModal() {
  const ui = useStore(UiStore);
  const stories = useStore(ProductStoriesStore);
  const { t } = useStore(TranslationStore);
  const open = ui.sizeGuideItemId !== undefined;
  const guideName = useGuideName(ui.sizeGuideItemId);
  const [settled, setSettled] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!guideName) return;
    let current = true;
    void stories.loadSizeGuide(guideName).then(() => current && setSettled(guideName));
    return () => {
      current = false;
    };
  }, [guideName, stories]);

  const guide = guideName ? stories.sizeGuide(guideName)?.content : undefined;
  const missing = guideName === null || (guideName !== undefined && settled === guideName);
  const title = typeof guide?.['title'] === 'string' ? guide['title'] : t('Size_Guide_Open');
  const intro = typeof guide?.['intro'] === 'string' ? guide['intro'] : '';
  const tables = Array.isArray(guide?.['tables']) ? (guide['tables'] as readonly Blok[]) : [];

  return (
    <Dialog open={open} onClose={ui.closeSizeGuide} label={title}>
      <div className={modalBody}>
        <button
          type="button"
          className={modalCloseButton}
          aria-label={t('Size_Guide_Close')}
          onClick={ui.closeSizeGuide}
        >
          ×
        </button>
        <h2>{title}</h2>
        {guide ? (
          <>
            {intro ? <p>{intro}</p> : null}
            {tables.map((blok) => (
              <GuideTable key={blok._uid} blok={blok} />
            ))}
          </>
        ) : (
          <p aria-busy={!missing}>{missing ? t('Size_Guide_Missing') : t('Size_Guide_Loading')}</p>
        )}
      </div>
    </Dialog>
  );
});
