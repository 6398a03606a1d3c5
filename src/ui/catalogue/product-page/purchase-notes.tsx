import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';

const notes = css`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0.75rem 0;
  border-top: 1px solid ${colors.line};
  border-bottom: 1px solid ${colors.line};
  list-style: none;
  color: ${tones.muted};
  font-size: 0.875rem;
  li::before {
    content: '✓';
    margin-right: 0.5rem;
    color: ${colors.accent};
  }
`;

/**
 * docs/product.md#settings-per-market `product_delivery_note`, `product_returns_note`: the
 * market's delivery and returns terms by the buy button, where a shopper decides; none given,
 * nothing shown.
 */
export const PurchaseNotes = observer(function PurchaseNotes() {
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const given = content.marketSettings?.productNotes;
  const lines = [given?.delivery, given?.returns].filter((line): line is string => !!line);
  if (lines.length === 0) return null;
  return (
    <ul className={notes} aria-label={t('Product_Purchase_Notes')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
});
