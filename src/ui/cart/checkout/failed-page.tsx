import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { actionLink, lead, page, quietLink } from './checkout-styles';

/**
 * docs/product.md#cart-and-checkout `/{site}/checkout/failed`: the payment did not complete; the
 * cart is still there.
 */
export const FailedPage = observer(function FailedPage() {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const home = `/${formatSite(sites.site)}`;

  return (
    <section className={page}>
      <h1>{t('Checkout_Failed_Title')}</h1>
      <p className={lead}>{t('Checkout_Failed_Text')}</p>
      <p>
        <Link className={actionLink} to={`${home}/checkout`}>
          {t('Checkout_Try_Again')}
        </Link>
      </p>
      <p>
        <Link className={quietLink} to={home}>
          {t('Checkout_Back_To_Shop')}
        </Link>
      </p>
    </section>
  );
});
