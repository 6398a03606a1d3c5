import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { AccountStore } from '@/application/account/account.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { AccountDetails } from '@/domain/account/account-details';
import {
  checkDetailsForm,
  type DetailsField,
  type DetailsForm,
  type DetailsProblem,
} from '@/domain/account/details-form';
import { useStore } from '@/ui/shared/container-context';
import { button, detailsForm, fieldError, fieldRow, form, hint } from './account-styles';

const LABELS: Readonly<Record<DetailsField, string>> = {
  firstName: 'Register_First_Name',
  lastName: 'Register_Last_Name',
  phoneNumber: 'Account_Phone',
};

const PROBLEM_TEXT: Readonly<Record<DetailsField, string>> = {
  firstName: 'Account_First_Name_Missing',
  lastName: 'Account_Last_Name_Missing',
  phoneNumber: 'Account_Phone_Invalid',
};

const AUTOCOMPLETE: Readonly<Record<DetailsField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
};

const FIELDS: readonly DetailsField[] = ['firstName', 'lastName', 'phoneNumber'];

function formOf(details: AccountDetails): DetailsForm {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber ?? '',
  };
}

/**
 * docs/product.md#account-data, docs/product.md#account-service `PUT /account`: the shopper's names
 * and phone number, editable; the email is the login and only shown. Saving shows a success toast;
 * a refusal shows the docs/product.md#errors account toast (from the store) and keeps what was
 * typed. One save at a time.
 */
export const AccountDetailsForm = observer(function AccountDetailsForm(props: {
  readonly details: AccountDetails;
}) {
  const account = useStore(AccountStore);
  const notifications = useStore(NotificationStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const [values, setValues] = useState<DetailsForm>(() => formOf(props.details));
  const [problems, setProblems] = useState<readonly DetailsProblem[]>([]);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkDetailsForm(values);
    if (!checked.ok) {
      setProblems(checked.error);
      return;
    }
    setProblems([]);
    setSaving(true);
    const saved = await account.updateDetails(checked.value);
    setSaving(false);
    if (saved) {
      notifications.success({ message: 'Account_Saved' });
      if (account.details) setValues(formOf(account.details));
    }
  };

  const problemOf = (field: DetailsField) => problems.find((problem) => problem.field === field);

  return (
    <form
      className={cx(form, detailsForm)}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('Account_Details_Title')}</h2>
      {FIELDS.map((field) => {
        const problem = problemOf(field);
        const errorId = `${id}-${field}-error`;
        return (
          <div key={field} className={fieldRow}>
            <label>
              {t(LABELS[field])}
              <input
                name={field}
                type={field === 'phoneNumber' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                required={field !== 'phoneNumber'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            </label>
            {problem ? (
              <span id={errorId} className={fieldError}>
                {t(PROBLEM_TEXT[field])}
              </span>
            ) : null}
          </div>
        );
      })}
      <div className={fieldRow}>
        <label>
          {t('Login_Email')}
          <input
            name="email"
            type="email"
            value={props.details.email}
            readOnly
            aria-describedby={`${id}-email-hint`}
          />
        </label>
        <span id={`${id}-email-hint`} className={hint}>
          {t('Account_Email_Fixed')}
        </span>
      </div>
      <button type="submit" className={button} disabled={saving} aria-busy={saving}>
        {t('Account_Save')}
      </button>
    </form>
  );
});
