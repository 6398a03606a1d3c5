import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AccountRequestError, MissingCredentialsError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { aside, button, fieldError, form, message, narrow, page } from './account-styles';
import { DocumentTitle } from '@/ui/shared/document-title';
import { field, handedEmail } from './form-field';

function useSitePath(): (path: string) => string {
  const { site } = useStore(SiteStore);
  return (path) => `/${formatSite(site)}/${path}`;
}

/**
 * docs/product.md#routes `account/login`, docs/product.md#login-and-registration: email and
 * password; a missing one says so without a call, a refused one says the credentials were wrong —
 * both under the fields, in the page's words, and nothing else (any other failure is the
 * docs/product.md#errors toast's). Once logged in the route guard sends the shopper on to the
 * overview.
 */
export const LoginPage = observer(function LoginPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const handed = handedEmail(useLocation().state);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const said = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = field(event, 'email');
    const password = field(event, 'password');
    setBusy(true);
    setError(undefined);
    try {
      await account.login({ email, password });
    } catch (failure) {
      if (failure instanceof MissingCredentialsError) setError(t('Login_Missing_Credentials'));
      else if (failure instanceof AccountRequestError && failure.credentialsRefused) {
        setError(t('Login_Failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cx(page, narrow)}>
      <h1>{t('Login_Title')}</h1>
      <DocumentTitle name={t('Login_Title')} />
      <form className={form} noValidate onSubmit={(event) => void submit(event)}>
        <label>
          {t('Login_Email')}
          <input name="email" type="email" autoComplete="email" defaultValue={handed} {...said} />
        </label>
        <label>
          {t('Login_Password')}
          <input name="password" type="password" autoComplete="current-password" {...said} />
        </label>
        {error ? (
          <p id={errorId} className={fieldError} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={button} disabled={busy}>
          {t('Login_Submit')}
        </button>
      </form>
      <p className={aside}>
        <Link to={to(ACCOUNT_PATHS.resetPassword)}>{t('Login_Forgot_Password')}</Link>
      </p>
      <p className={aside}>
        {t('Login_No_Account')}{' '}
        <Link to={to(ACCOUNT_PATHS.register)}>{t('Login_Create_Account')}</Link>
      </p>
    </section>
  );
});

/**
 * docs/product.md#routes `account/reset-password`: without `?hash=` asks for the email to send a
 * link to; with it (the emailed link) asks for the new password.
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const account = useStore(AccountStore);
  const { t } = useStore(TranslationStore);
  const to = useSitePath();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const handed = handedEmail(useLocation().state);
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    if (hash) {
      const password = field(event, 'password');
      if (await account.resetPassword({ hash, password })) setDone(t('Reset_Done'));
    } else {
      const email = field(event, 'email');
      if (await account.requestPasswordReset(email)) setDone(t('Reset_Sent', { email }));
    }
    setBusy(false);
  };

  return (
    <section className={cx(page, narrow)}>
      <h1>{t('Reset_Title')}</h1>
      <DocumentTitle name={t('Reset_Title')} />
      {done ? (
        <>
          <p className={message} role="status">
            {done}
          </p>
          <p className={aside}>
            <Link to={to(ACCOUNT_PATHS.login)}>{t('Login_Submit')}</Link>
          </p>
        </>
      ) : (
        <form className={form} onSubmit={(event) => void submit(event)}>
          {hash ? (
            <label>
              {t('Reset_New_Password')}
              <input name="password" type="password" autoComplete="new-password" required />
            </label>
          ) : (
            <>
              <p>{t('Reset_Intro')}</p>
              <label>
                {t('Login_Email')}
                <input
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={handed}
                />
              </label>
            </>
          )}
          <button type="submit" className={button} disabled={busy}>
            {hash ? t('Reset_Submit') : t('Reset_Send')}
          </button>
        </form>
      )}
    </section>
  );
});
