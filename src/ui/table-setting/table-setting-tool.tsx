import { tableSettingModule } from '@/application/table-setting/table-setting.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { SiteStore } from '@/application/site/site.store';
import { TableSettingStore } from '@/application/table-setting/table-setting.store';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, textField } from '@/domain/content/blok-fields';
import { tableSettingCategories } from '@/domain/content/table-setting-block';
import { useStore } from '@/ui/shared/container-context';
import { fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { TableSettingSearch } from './table-setting-search';
import { TableSettingSummary } from './table-setting-summary';
import { TableTop } from './table-top';

const tool = css`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 11fr) minmax(0, 9fr);
    align-items: start;
    gap: 2rem;
  }
  ${media.lg} {
    gap: 3.5rem;
  }
`;

const intro = css`
  display: grid;
  gap: 0.75rem;
  ${media.md} {
    grid-column: 1 / -1;
  }
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${typeScale.pageTitle};
    font-weight: 400;
  }
  p {
    max-width: 40rem;
    margin: 0;
    color: ${tones.muted};
    line-height: 1.6;
  }
`;

const side = css`
  display: grid;
  gap: 2rem;
  ${media.md} {
    position: sticky;
    top: 6rem;
  }
  /* On mobile the search view takes the summary's place (docs/product.md#table-setting). */
  ${media.mobile} {
    &[data-searching] > [data-summary] {
      display: none;
    }
  }
`;

/**
 * docs/product.md#table-setting, docs/product.md#validation, docs/product.md#constants-and-limits:
 * two columns (stacked on mobile) — the table with the chosen products laid on it and a plate per
 * category on the left; the open category's search view and the summary with its Total and add to
 * cart on the right. The categories the editors set are loaded as the tool shows, ahead of the
 * clicks.
 */
export const TableSettingTool = observer(function TableSettingTool(props: BlockProps) {
  const { blok } = props;
  const store = useStore(TableSettingStore, tableSettingModule);
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const categories = useMemo(() => tableSettingCategories(blok), [blok]);
  const ids = categories.map((category) => category.id).join(',');

  useEffect(() => {
    if (ids !== '') void store.load(ids.split(','));
  }, [store, ids, site]);

  const headline = textField(blok, 'headline') || t('Table_Setting_Title');
  const text = textField(blok, 'text');
  const open = categories.find((category) => store.isOpen(category.id));
  return (
    <section className={tool} aria-label={headline}>
      <div className={intro}>
        <h2>{headline}</h2>
        {text && <p>{text}</p>}
      </div>
      <TableTop
        uid={blok._uid}
        background={assetField(blok, 'background')}
        categories={categories}
      />
      <div className={side} data-searching={open ? '' : undefined}>
        {open && <TableSettingSearch uid={blok._uid} category={open} />}
        <div data-summary="">
          <TableSettingSummary />
        </div>
      </div>
    </section>
  );
});
