import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { primaryButtonRules } from '@/ui/shared/button-styles';
import { colors, tones } from '@/ui/styles/tokens';

/** The list the shop's newsletter sign-ups go to (not in docs/product.md; docs/decisions/0038-newsletter-and-back-in-stock.md). */
export const NEWSLETTER_LIST = 'newsletter';

const form = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  label {
    grid-column: 1 / -1;
    font-size: 0.85rem;
    color: ${tones.muted};
  }
  input {
    min-width: 0;
    padding: 0.7rem 0.8rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: #fff;
    color: ${colors.ink};
    font: inherit;
  }
  button {
    ${primaryButtonRules}
  }
  /* Waiting for an address, not out of reach: it keeps the look of the action it is
     (docs/decisions/0113-two-button-styles-and-typeset-copy.md). */
  button:disabled {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: #fff;
  }
`;

/**
 * docs/product.md#marketing, docs/product.md#validation: the newsletter e-mail field and subscribe
 * button, disabled while empty. Each `form` (the banner, the footer) keeps its own field.
 */
export const NewsletterForm = observer(function NewsletterForm(props: {
  readonly form: string;
  readonly className?: string;
}) {
  const { form: name } = props;
  const newsletter = useStore(NewsletterStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  return (
    <form
      className={cx(form, props.className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void newsletter.subscribe(NEWSLETTER_LIST, name);
      }}
    >
      <label htmlFor={id}>{t('Newsletter_Email_Label')}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={t('Newsletter_Email')}
        value={newsletter.email(name)}
        onChange={(event) => newsletter.setEmail(name, event.target.value)}
      />
      <button type="submit" disabled={newsletter.isSubmitDisabled(name)}>
        {t('Newsletter_Submit')}
      </button>
    </form>
  );
});
