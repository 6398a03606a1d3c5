import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Component, useEffect, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { errorHero, errorPageContent } from '@/domain/content/error-page-content';
import { NOT_FOUND_STATUS, toPageError } from '@/domain/site/page-error';
import { formatSite } from '@/domain/site/site';
import { useChunkReload } from '@/ui/shared/chunk-reload';
import { routeErrorReport } from './route-error-report';
import { useStore } from '@/ui/shared/container-context';
import { Block, Blocks } from '@/ui/content/blocks/blocks';
import { blockStack } from '@/ui/content/blocks/block-stack-styles';
import { StoryRootContext } from '@/ui/content/blocks/story-root-context';
import { HeroPageHeading } from '@/ui/content/hero/hero-page-heading';
import { actionLink } from '@/ui/shared/button-styles';
import { DocumentTitle } from '@/ui/shared/document-title';
import { ShopDescription } from '@/ui/shared/shop-description';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/** Without the story (the content service down): the status, a line and the way home. */
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

/**
 * docs/product.md#error-page, docs/product.md#errors route errors: the 404 story of the content
 * service, its hero as the hero block shows it on any page — picture, headline, text, button —
 * under the page's heading, then its body (popular products), with its SEO title and description.
 * A 404's heading says the page could not be found. Another status puts the status and
 * GENERIC_ERROR in the hero's headline (500 when the error has none) and the server's own words,
 * or an invitation to try again, as its text — never the 404 story's words, products or title
 * (docs/decisions/0085). Without the story, the heading, a line and a link home stand alone. A
 * failed page-chunk load reloads the page first (docs/product.md#errors). Should this view fail
 * itself, a plain message and a link home stand in.
 */
export function ErrorPage() {
  const error = useRouteError();
  useChunkReload(error);
  const { status, message } = toPageError(routeErrorReport(error));
  return (
    <ErrorPageBoundary>
      <ErrorContent status={status} message={message} />
    </ErrorPageBoundary>
  );
}

const ErrorContent = observer(function ErrorContent(props: {
  readonly status: number;
  readonly message: string;
}) {
  const { status, message } = props;
  const sites = useStore(SiteStore);
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);

  // The route's loader read the story already; an error met while rendering did not.
  useEffect(() => {
    void content.loadNotFound();
  }, [content, sites.site.language]);

  const notFound = status === NOT_FOUND_STATUS;
  const story = errorPageContent(content.notFoundStory);
  const heading = notFound ? t('Page_Not_Found') : `${status} ${t('GENERIC_ERROR')}`;
  const failureText = notFound ? undefined : message || t('Error_Try_Again');
  const hero =
    story.hero &&
    errorHero(story.hero, { label: t('Back_To_Home'), site: sites.site }, failureText);
  const alone = <PlainError heading={heading} text={failureText} />;

  return (
    <>
      {notFound ? (
        <>
          <DocumentTitle title={story.metaTitle} name={t('Page_Not_Found')} />
          {story.metaDescription ? (
            <meta name="description" content={story.metaDescription} />
          ) : (
            <ShopDescription />
          )}
        </>
      ) : (
        <>
          <DocumentTitle name={t('Error_Status', { status, message: t('GENERIC_ERROR') })} />
          <ShopDescription />
        </>
      )}
      <div className={blockStack}>
        <div role="alert">
          {hero ? (
            // The hero is the page's top: its picture the page's first, its heading the page's.
            <StoryRootContext value={hero}>
              <HeroPageHeading value={heading}>
                <Block blok={hero} fallback={alone} />
              </HeroPageHeading>
            </StoryRootContext>
          ) : (
            alone
          )}
        </div>
        {notFound && story.body.length > 0 ? <Blocks bloks={story.body} /> : null}
      </div>
    </>
  );
});

/** The error page without the 404 story's hero: its heading, a line and the way home. */
const PlainError = observer(function PlainError(props: {
  readonly heading: string;
  readonly text: string | undefined;
}) {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  return (
    <section className={box} aria-label={props.heading}>
      <h1>{props.heading}</h1>
      {props.text ? <p>{props.text}</p> : null}
      <Link className={actionLink} to={`/${formatSite(sites.site)}`}>
        {t('Back_To_Home')}
      </Link>
    </section>
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
