import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ResetPassword } from '@/application/account/reset-password';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { useStore } from '@/ui/shared/container-context';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { useSitePath } from './account-frame';
import { aside, button, form, message, narrow, page } from './account-styles';
import { field, handedEmail } from './form-field';

/**
 * docs/product.md#routes `account/reset-password`: without `?hash=` asks for the email to send a
 * link to; with it (the emailed link) asks for the new password.
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const reset = useStore(ResetPassword);
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
      if (await reset.setPassword({ hash, password })) setDone(t('Reset_Done'));
    } else {
      const email = field(event, 'email');
      if (await reset.sendLink(email)) setDone(t('Reset_Sent', { email }));
    }
    setBusy(false);
  };

  return (
    <section className={cx(page, narrow)}>
      <h1>{t('Reset_Title')}</h1>
      <DocumentTitle name={t('Reset_Title')} />
      <ShopDescription />
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
