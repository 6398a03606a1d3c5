import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { formatSite } from '../../domain/site/site';
import { useStore } from '../app/container-context';

const box = css`
  max-width: 40rem;
  h1 {
    margin: 0 0 1rem;
  }
`;

/** SPEC §2 Error page, §8 route errors: 404 says the page could not be found; others show the status. */
export const ErrorPage = observer(function ErrorPage() {
  const error = useRouteError();
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const headline = status === 404 ? t('Page_Not_Found') : `${status} ${t('GENERIC_ERROR')}`;
  return (
    <section className={box} role="alert">
      <h1>{headline}</h1>
      <Link to={`/${formatSite(sites.site)}`}>{t('Back_To_Home')}</Link>
    </section>
  );
});
