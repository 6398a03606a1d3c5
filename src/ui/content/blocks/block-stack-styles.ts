import { css } from '@linaria/core';
import { media } from '@/ui/styles/breakpoints';

/**
 * A page's blocks one under the other, spaced alike wherever a story is shown: a content page's
 * body (docs/product.md#content-blocks page wrapper) and the error page's hero and body
 * (docs/product.md#error-page).
 */
export const blockStack = css`
  display: flow-root;
  > * {
    margin-block: 0;
  }
  > * + * {
    margin-top: 3rem;
    ${media.lg} {
      margin-top: 4.5rem;
    }
  }
  /* A headline belongs to what follows it, and stands apart from what comes before: doubled,
     so a frame's own heading rule (an account page's) cannot pull it onto the text above. */
  && > * + :is(h2, h3) {
    margin-top: 3rem;
    ${media.lg} {
      margin-top: 4rem;
    }
  }
  && > :is(h1, h2, h3) + * {
    margin-top: 1rem;
    ${media.lg} {
      margin-top: 1.25rem;
    }
  }
`;
