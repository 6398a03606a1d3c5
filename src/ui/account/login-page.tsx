import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountRequestError, MissingCredentialsError } from '@/application/account/account.errors';
import { AccountStore } from '@/application/account/account.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { useStore } from '@/ui/shared/container-context';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { useSitePath } from './account-frame';
import { aside, button, fieldError, form, narrow, page } from './account-styles';
import { field, handedEmail } from './form-field';

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
      <ShopDescription />
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
