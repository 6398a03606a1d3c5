import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ConsentStore } from '@/application/consent/consent.store';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import { PAGE_GUTTER } from '@/ui/styles/layout';
import { colors, tones } from '@/ui/styles/tokens';

const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  align-items: center;
  padding: 1.5rem ${PAGE_GUTTER.phone};
  border-top: 1px solid ${colors.line};
  color: ${tones.muted};
  font-size: 0.8125rem;
  ${media.lg} {
    padding: 1.5rem ${PAGE_GUTTER.desktop};
  }
  h2 {
    margin: 0;
    color: ${colors.ink};
    font-size: inherit;
    font-weight: 600;
  }
  a,
  button {
    color: inherit;
    font: inherit;
  }
  button {
    margin-left: auto;
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
`;

/**
 * The checkout's and the receipt's footer (docs/decisions/0118-the-checkout-is-a-quiet-place.md):
 * how to reach customer service while paying, and the cookie settings — none of the menus or the
 * newsletter that lead a shopper away from the purchase.
 */
export const CheckoutFooter = observer(function CheckoutFooter() {
  const data = useStore(ContentStore).footer;
  const consent = useStore(ConsentStore);
  const { t } = useStore(TranslationStore);
  return (
    <footer className={footer}>
      <h2>{t('Footer_Customer_Service')}</h2>
      {data?.phone ? (
        <a
          href={`tel:${data.phone.replace(/\s/g, '')}`}
          aria-label={`${t('Footer_Phone')} ${data.phone}`}
        >
          {data.phone}
        </a>
      ) : null}
      {data?.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : null}
      <button type="button" onClick={consent.openSettings}>
        {t('Consent_Footer_Link')}
      </button>
    </footer>
  );
});
