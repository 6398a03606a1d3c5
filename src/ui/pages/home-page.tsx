import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { countryName } from '../../domain/site/country-name';
import { useStore } from '../app/container-context';

const hero = css`
  max-width: 40rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: 2rem;
  }
  p {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** The site's start page: for now, which country and currency the shopper is in. */
export const HomePage = observer(function HomePage() {
  const { current } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  if (!current) return null;
  return (
    <section className={hero}>
      <h1>
        {t('Home_Shopping_In', {
          market: countryName(current.site.country, current.site.language),
        })}
      </h1>
      <p>{t('Home_Prices_In', { currency: current.pricelist.currency.code })}</p>
    </section>
  );
});
