import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Component, useEffect, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { bloksField } from '@/domain/content/blok-fields';
import { errorPageContent } from '@/domain/content/error-page-content';
import { NOT_FOUND_STATUS, toPageError } from '@/domain/site/page-error';
import { formatSite } from '@/domain/site/site';
import { useChunkReload } from '../app/chunk-reload';
import { routeErrorReport } from './route-error-report';
import { useStore } from '../app/container-context';
import { Blocks } from '../content/blocks/blocks';
import { actionLink } from '@/ui/shared/button-styles';
import { DocumentTitle } from '@/ui/shared/document-title';
import { colors, fonts, tones, typeScale } from '../styles/tokens';
import { media } from '../styles/breakpoints';

const box = css`
  max-width: 44rem;
  margin: 2rem auto 4rem;
  padding: 2.5rem 1.5rem;
  border-top: 1px solid ${colors.line};
  border-bottom: 1px solid ${colors.line};
  text-align: center;
  ${media.lg} {
    padding: 4rem 3rem;
  }
  h1 {
    margin: 0 0 1.25rem;
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.accent};
  }
  h2 {
    margin: 0 0 1rem;
    font-family: ${fonts.display};
    font-size: ${typeScale.display};
    font-weight: 400;
  }
  p {
    margin: 0 auto 2rem;
    max-width: 32rem;
    color: ${tones.muted};
    line-height: 1.6;
  }
`;

const more = css`
  max-width: 80rem;
  margin: 0 auto 3rem;
`;

/**
 * docs/product.md#error-page, docs/product.md#errors route errors. A 404 says the page could not be
 * found, under the 404 story's hero; another status shows the status and GENERIC_ERROR in the
 * hero's place (500 when the error has none) and the server's own words, or an invitation to try
 * again — never the 404 story's "page not found" text or title (docs/decisions/0085). A failed
 * page-chunk load reloads the page first (docs/product.md#errors). Should this view fail itself, a
 * plain message and a link home stand in.
 */
export function ErrorPage() {
  const error = useRouteError();
  useChunkReload(error);
  const { status, message } = toPageError(routeErrorReport(error));
  return (
    <ErrorPageBoundary>
      {status === NOT_FOUND_STATUS ? (
        <NotFoundContent />
      ) : (
        <FailureContent status={status} message={message} />
      )}
    </ErrorPageBoundary>
  );
}

/** A status other than 404: the status and GENERIC_ERROR, the server's words or "try again". */
const FailureContent = observer(function FailureContent(props: {
  readonly status: number;
  readonly message: string;
}) {
  const { status, message } = props;
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  return (
    <>
      <DocumentTitle name={t('Error_Status', { status, message: t('GENERIC_ERROR') })} />
      <section className={box} role="alert">
        <h1>{`${status} ${t('GENERIC_ERROR')}`}</h1>
        <p>{message || t('Error_Try_Again')}</p>
        <Link className={actionLink} to={`/${formatSite(sites.site)}`}>
          {t('Back_To_Home')}
        </Link>
      </section>
    </>
  );
});

const NotFoundContent = observer(function NotFoundContent() {
  const sites = useStore(SiteStore);
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const story = errorPageContent(content.notFoundStory);
  // docs/product.md#error-page: the 404 story's body (popular products) follows its hero.
  const body = content.notFoundStory ? bloksField(content.notFoundStory.content, 'body') : [];

  useEffect(() => {
    void content.loadNotFound();
  }, [content, sites.site.language]);

  return (
    <>
      <DocumentTitle title={story.metaTitle} name={t('Page_Not_Found')} />
      <section className={box} role="alert">
        <h1>{t('Page_Not_Found')}</h1>
        {story.headline ? <h2>{story.headline}</h2> : null}
        {story.text ? <p>{story.text}</p> : null}
        <Link className={actionLink} to={`/${formatSite(sites.site)}`}>
          {t('Back_To_Home')}
        </Link>
      </section>
      {body.length > 0 ? (
        <div className={more}>
          <Blocks bloks={body} />
        </div>
      ) : null}
    </>
  );
});

const ErrorPageFailed = observer(function ErrorPageFailed() {
  const { t } = useStore(TranslationStore);
  return (
    <section className={box} role="alert">
      <p>{t('Error_Page_Failed')}</p>
      <a href="/">{t('Back_To_Home')}</a>
    </section>
  );
});

/**
 * docs/product.md#error-page: the error page's own failure shows 'An error occurred while
 * showing the error page'.
 */
class ErrorPageBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
