import { css } from '@linaria/core';
import { outlineButtonRules, primaryButtonRules } from '@/ui/shared/button-styles';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { ConsentStore } from '@/application/consent/consent.store';
import { TranslationStore } from '@/application/site/translation.store';
import { isAllowed } from '@/domain/consent/consent';
import { INVITATION_DEPTH } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

const prompt = css`
  position: fixed;
  z-index: ${INVITATION_DEPTH};
  right: 0;
  bottom: 0;
  left: 0;
  display: grid;
  gap: 0.75rem;
  max-height: 100dvh;
  overflow-y: auto;
  padding: 1rem;
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
  color: ${colors.ink};
  box-shadow: 0 -8px 30px rgb(31 28 25 / 12%);
  font-size: 0.9rem;
  ${media.md} {
    right: 1.5rem;
    bottom: 1.5rem;
    left: auto;
    width: 26rem;
    padding: 1.25rem 1.5rem;
    border: 1px solid ${colors.line};
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  p {
    margin: 0;
    line-height: 1.45;
  }
`;

const actions = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

/** Accept and reject look alike: neither answer is easier to give (docs/product.md#consent). */
const answer = css`
  ${primaryButtonRules}
  padding-inline: 0.75rem;
`;

const settingsButton = css`
  ${outlineButtonRules}
  grid-column: 1 / -1;
`;

const purposes = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: none;
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.6rem;
    align-items: start;
  }
  input {
    margin: 0.2rem 0 0;
    accent-color: ${colors.ink};
  }
  small {
    grid-column: 2;
    color: ${tones.muted};
    line-height: 1.4;
  }
`;

/**
 * docs/product.md#consent: the prompt of a first visit — accept all, reject all (equally easy) and
 * settings — and, from the footer's link, the settings to change an answer. It does not block the
 * page: a shopper may keep reading and answer later, and nothing is counted until they do.
 */
export const ConsentPrompt = observer(function ConsentPrompt() {
  const consent = useStore(ConsentStore);
  const { t } = useStore(TranslationStore);
  const headingId = useId();
  if (!consent.isAsking) return null;
  return (
    <section className={prompt} role="dialog" aria-modal="false" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Consent_Title')}</h2>
      {consent.settingsOpen ? (
        <ConsentSettings />
      ) : (
        <>
          <p>{t('Consent_Text')}</p>
          <div className={actions}>
            <button type="button" className={answer} onClick={consent.acceptAll}>
              {t('Consent_Accept_All')}
            </button>
            <button type="button" className={answer} onClick={consent.rejectAll}>
              {t('Consent_Reject_All')}
            </button>
            <button type="button" className={settingsButton} onClick={consent.openSettings}>
              {t('Consent_Settings')}
            </button>
          </div>
        </>
      )}
    </section>
  );
});

/** Each purpose with what it means, the visitor's earlier answer ticked. */
const ConsentSettings = observer(function ConsentSettings() {
  const consent = useStore(ConsentStore);
  const { t } = useStore(TranslationStore);
  const [statistics, setStatistics] = useState(() => isAllowed(consent.consent, 'statistics'));
  const decided = consent.consent.kind === 'decided';
  return (
    <>
      <fieldset className={purposes} aria-label={t('Consent_Settings')}>
        <label>
          <input type="checkbox" checked disabled />
          <span>{t('Consent_Necessary')}</span>
          <small>{t('Consent_Necessary_Text')}</small>
        </label>
        <label>
          <input
            type="checkbox"
            checked={statistics}
            onChange={(event) => setStatistics(event.target.checked)}
          />
          <span>{t('Consent_Statistics')}</span>
          <small>{t('Consent_Statistics_Text')}</small>
        </label>
      </fieldset>
      <div className={actions}>
        <button type="button" className={answer} onClick={() => consent.save({ statistics })}>
          {t('Consent_Save')}
        </button>
        {decided ? (
          <button type="button" className={answer} onClick={consent.closeSettings}>
            {t('Consent_Cancel')}
          </button>
        ) : (
          <button type="button" className={answer} onClick={consent.rejectAll}>
            {t('Consent_Reject_All')}
          </button>
        )}
      </div>
    </>
  );
});
