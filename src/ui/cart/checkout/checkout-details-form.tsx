import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { CartStore } from '@/application/cart/cart.store';
import { CheckoutDetailsStore } from '@/application/cart/checkout-details.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import {
  type CheckoutField,
  type CheckoutFieldError,
  countryHasStates,
  hasNumericZip,
} from '@/domain/cart/checkout-address';
import { countryName } from '@/domain/site/country-name';
import { useStore } from '@/ui/shared/container-context';
import { detailsNote } from './checkout-styles';
import { tones } from '@/ui/styles/tokens';
import { fieldControlRules } from '@/ui/shared/field-styles';
import { media } from '@/ui/styles/breakpoints';

const form = css`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    > [data-wide] {
      grid-column: 1 / -1;
    }
  }
  label {
    display: grid;
    gap: 0.35rem;
    font-size: 0.875rem;
  }
  input,
  select {
    ${fieldControlRules}
    /* 16 px: a phone does not zoom into a field it focuses. */
    font-size: 1rem;
  }
  [aria-invalid='true'] {
    border-color: ${tones.error};
  }
`;

const fieldError = css`
  color: ${tones.error};
  font-size: 0.8125rem;
`;

/** How each field is labelled, and what a browser's autofill knows it as (WHATWG tokens). */
const FIELDS: readonly {
  readonly field: Exclude<CheckoutField, 'country'>;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: 'email' | 'tel';
  readonly wide?: boolean;
}[] = [
  { field: 'email', label: 'Checkout_Email', autoComplete: 'email', type: 'email', wide: true },
  { field: 'firstName', label: 'Checkout_First_Name', autoComplete: 'shipping given-name' },
  { field: 'lastName', label: 'Checkout_Last_Name', autoComplete: 'shipping family-name' },
  { field: 'phoneNumber', label: 'Checkout_Phone', autoComplete: 'shipping tel', type: 'tel' },
  { field: 'street', label: 'Checkout_Street', autoComplete: 'shipping address-line1', wide: true },
  { field: 'zipCode', label: 'Checkout_Zip', autoComplete: 'shipping postal-code' },
  { field: 'city', label: 'Checkout_City', autoComplete: 'shipping address-level2' },
  { field: 'state', label: 'Checkout_State', autoComplete: 'shipping address-level1' },
];

const ERROR_TEXT: Readonly<Record<CheckoutFieldError, string>> = {
  required: 'Checkout_Error_Required',
  'email/format': 'Checkout_Error_Email',
  'zip/format': 'Checkout_Error_Zip',
  'phone/format': 'Checkout_Error_Phone',
};

/**
 * docs/product.md#checkout-details: the email and the delivery address, with the input types and
 * autofill tokens a browser fills them by. A field says what is wrong once the shopper leaves it;
 * the country list is the shop's countries, and choosing one reprices the cart. What is typed
 * comes back after a reload — once the page is the visitor's, as the server's page is empty.
 */
export const CheckoutDetailsForm = observer(function CheckoutDetailsForm() {
  const details = useStore(CheckoutDetailsStore);
  const cart = useStore(CartStore);
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const id = useId();
  const { language } = sites.site;
  const cartCountry = cart.selection?.checkout?.country ?? sites.site.country;

  useEffect(() => {
    details.start(cartCountry);
    // Once per page: a later change of the cart's country comes from this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [details]);

  const values = details.details;
  const country = values.country || cartCountry.toUpperCase();
  const errorText = (field: CheckoutField, label: string) => {
    const error = details.errorOf(field);
    if (!error) return undefined;
    return t(ERROR_TEXT[error], {
      field: t(label).toLowerCase(),
      country: countryName(country, language),
    });
  };

  return (
    <>
      <p className={detailsNote}>{t('Checkout_Details_Note')}</p>
      <div className={form}>
        {FIELDS.filter(({ field }) => field !== 'state' || countryHasStates(country)).map(
          ({ field, label, autoComplete, type, wide }) => {
            const error = errorText(field, label);
            const errorId = `${id}-${field}-error`;
            return (
              <div key={field} data-wide={wide ? '' : undefined}>
                <label>
                  {t(label)}
                  <input
                    name={field}
                    type={type ?? 'text'}
                    inputMode={
                      field === 'zipCode' && hasNumericZip(country) ? 'numeric' : undefined
                    }
                    autoComplete={autoComplete}
                    required
                    value={values[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => details.change(field, event.target.value)}
                    onBlur={() => void details.leave(field)}
                  />
                </label>
                {error ? (
                  <span id={errorId} className={fieldError}>
                    {error}
                  </span>
                ) : null}
              </div>
            );
          },
        )}
        <div data-wide="">
          <label>
            {t('Checkout_Country')}
            <select
              name="country"
              autoComplete="shipping country"
              value={country.toLowerCase()}
              onChange={(event) => void details.chooseCountry(event.target.value)}
            >
              {sites.options.map((option) => (
                <option key={option.country} value={option.country}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </>
  );
});
