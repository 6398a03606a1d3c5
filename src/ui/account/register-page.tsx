import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RegistrationStore } from '@/application/account/registration.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { useSitePath } from './account-frame';
import { aside, button, form, message, narrow, page } from './account-styles';
import { field, type HandedOver } from './form-field';

/** Under the e-mail field it is about: a note in the shop's beige, its ways on side by side. */
const taken = css`
  display: grid;
  gap: 0.6rem;
  margin-top: -0.35rem;
  padding: 0.9rem 1rem;
  border-left: 3px solid ${colors.accent};
  background: ${colors.beige};
  font-size: 0.875rem;
  line-height: 1.45;
  p {
    margin: 0;
  }
`;

const ways = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.5rem;
  a {
    font-weight: 600;
    text-underline-offset: 0.25em;
  }
`;

const emailField = css`
  input[aria-invalid='true'] {
    border-color: ${colors.accent};
  }
`;

/**
 * docs/product.md#routes `account/register`, docs/product.md#login-and-registration: the address
 * is checked when the shopper leaves its field and again before the form goes
 * (`RegistrationStore`); one an account uses holds the form back, and a note under the field offers
 * to log in or reset the password, handing the address on. Register stores the token and loads
 * the account; a refusal says the account could not be created.
 */
export const RegisterPage = observer(function RegisterPage() {
  const registration = useStore(RegistrationStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const warningId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const isTaken = registration.isTaken(email);
  const handOver: HandedOver = { email: email.trim() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = {
      firstName: field(event, 'firstName'),
      lastName: field(event, 'lastName'),
      email: field(event, 'email'),
      password: field(event, 'password'),
    };
    setEmail(details.email);
    setBusy(true);
    setFailed(false);
    try {
      const outcome = await registration.register(details);
      if (outcome === 'email-taken') emailInput.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cx(page, narrow)}>
      <h1>{t('Register_Title')}</h1>
      <DocumentTitle name={t('Register_Title')} />
      <ShopDescription />
      <form className={form} onSubmit={(event) => void submit(event)}>
        {failed ? (
          <p className={message} data-tone="error" role="alert">
            {t('Register_Failed')}
          </p>
        ) : null}
        <label>
          {t('Register_First_Name')}
          <input name="firstName" autoComplete="given-name" required />
        </label>
        <label>
          {t('Register_Last_Name')}
          <input name="lastName" autoComplete="family-name" required />
        </label>
        <label className={emailField}>
          {t('Register_Email')}
          <input
            ref={emailInput}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={isTaken}
            aria-describedby={isTaken ? warningId : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={(event) => void registration.checkEmail(event.target.value)}
          />
        </label>
        {isTaken ? (
          <div id={warningId} className={taken} role="alert">
            <p>{t('Register_Email_Taken')}</p>
            <p className={ways}>
              <Link to={to(ACCOUNT_PATHS.login)} state={handOver}>
                {t('Login_Submit')}
              </Link>
              <Link to={to(ACCOUNT_PATHS.resetPassword)} state={handOver}>
                {t('Register_Reset_Password')}
              </Link>
            </p>
          </div>
        ) : null}
        <label>
          {t('Register_Password')}
          <input name="password" type="password" autoComplete="new-password" required />
        </label>
        <button type="submit" className={button} disabled={busy}>
          {t('Register_Submit')}
        </button>
      </form>
      <p className={aside}>
        {t('Register_Has_Account')} <Link to={to(ACCOUNT_PATHS.login)}>{t('Login_Submit')}</Link>
      </p>
    </section>
  );
});
