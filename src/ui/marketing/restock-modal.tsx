import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { RestockStore } from '@/application/marketing/restock.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { NOTIFY_ME_PANEL_HEIGHT_PX, RESTOCK_MODAL_WIDTH_PX } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { Dialog } from '@/ui/shared/dialog';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { field, modalBody, modalCloseButton } from '@/ui/shared/modal-parts';
import { actionLink } from '@/ui/shared/button-styles';

/**
 * A 440 px modal from 768 px; below, the notify-me panel: a 440 px sheet at the bottom
 * (docs/product.md#constants-and-limits).
 */
const frame = css`
  &[open] {
    width: min(100vw - 2rem, ${RESTOCK_MODAL_WIDTH_PX}px);
  }
  ${media.mobile} {
    &[open] {
      width: 100vw;
      height: min(${NOTIFY_ME_PANEL_HEIGHT_PX}px, 100dvh);
      margin: auto 0 0;
      border-radius: 8px 8px 0 0;
      overflow-y: auto;
    }
  }
`;

const subject = css`
  display: grid;
  gap: 0.2rem;
  margin: 0;
  padding: 0.75rem 0;
  border-block: 1px solid ${colors.line};
  dd {
    margin: 0;
    color: ${tones.muted};
    font-size: 0.9rem;
  }
  dt {
    font-weight: 600;
  }
`;

const success = css`
  color: ${tones.success};
`;

/**
 * docs/product.md#restock-sign-up: the "notify me" modal (440 px wide,
 * docs/product.md#constants-and-limits) — on phones the notify-me panel (440 px high at the bottom)
 * — for the item in `UiStore.restockModalItemId`, naming the product with its colour and size when
 * the opener told (`RestockStore.subject`). The button is disabled while the field is empty; after
 * a sign-up it says so, and the next click closes the modal (the store also closes it after 3 s).
 */
export const RestockModal = observer(function RestockModal() {
  const ui = useStore(UiStore);
  const restock = useStore(RestockStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const open = ui.restockModalItemId !== undefined;

  return (
    <Dialog open={open} onClose={restock.close} label={t('Restock_Title')} className={frame}>
      <form
        className={modalBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void restock.submit();
        }}
      >
        <button
          type="button"
          className={modalCloseButton}
          aria-label={t('Restock_Close')}
          onClick={restock.close}
        >
          ×
        </button>
        <h2>{t('Restock_Title')}</h2>
        {restock.subject ? (
          <dl className={subject}>
            <dt>{restock.subject.name}</dt>
            {restock.subject.color ? (
              <dd>{t('Product_Color', { color: restock.subject.color })}</dd>
            ) : null}
            {restock.subject.size ? (
              <dd>{t('Restock_Size', { size: restock.subject.size })}</dd>
            ) : null}
          </dl>
        ) : null}
        {restock.success ? (
          <p role="status" className={success}>
            {t('SUBSCRIBE_PRODUCT')}
          </p>
        ) : (
          <>
            <p>{t('Restock_Intro')}</p>
            <label className={field} htmlFor={id}>
              {t('Restock_Email')}
              <input
                id={id}
                type="email"
                autoComplete="email"
                value={restock.email}
                onChange={(event) => restock.setEmail(event.target.value)}
              />
            </label>
          </>
        )}
        <button type="submit" className={actionLink} disabled={restock.isSubmitDisabled}>
          {restock.success ? t('Restock_Done') : t('Restock_Submit')}
        </button>
      </form>
    </Dialog>
  );
});
