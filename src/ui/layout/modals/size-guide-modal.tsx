import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ContentStore } from '../../../application/stores/content.store';
import { TranslationStore } from '../../../application/stores/translation.store';
import { UiStore } from '../../../application/stores/ui.store';
import type { Blok } from '../../../domain/content/story';
import { useStore } from '../../app/container-context';
import { Dialog } from '../../components/dialog';
import { colors } from '../../styles/tokens';
import { closeButton, modalBody } from './modal-parts';

/**
 * The guide the size-guide button opens. The button shows only for diameter categories
 * (plates, dishes, bowls: `showsDiameter`), so the guide is always `plates`; textiles and
 * apparel have no trigger yet (decisions6-footer.md).
 */
const GUIDE_NAME = 'plates';

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

/** SPEC §2 size guide modal: the guide story's title, intro and tables, for `sizeGuideItemId`. */
export const SizeGuideModal = observer(function SizeGuideModal() {
  const ui = useStore(UiStore);
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const open = ui.sizeGuideItemId !== undefined;
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void content.loadSizeGuide(GUIDE_NAME).then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [open, content]);

  const guide = content.sizeGuide(GUIDE_NAME)?.content;
  const title = typeof guide?.['title'] === 'string' ? guide['title'] : t('Size_Guide_Open');
  const intro = typeof guide?.['intro'] === 'string' ? guide['intro'] : '';
  const tables = Array.isArray(guide?.['tables']) ? (guide['tables'] as readonly Blok[]) : [];

  return (
    <Dialog open={open} onClose={ui.closeSizeGuide} label={title}>
      <div className={modalBody}>
        <button
          type="button"
          className={closeButton}
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
          <p aria-busy={!settled}>{settled ? t('Size_Guide_Missing') : t('Size_Guide_Loading')}</p>
        )}
      </div>
    </Dialog>
  );
});
