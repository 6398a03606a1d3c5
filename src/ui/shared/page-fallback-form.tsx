import { css } from '@linaria/core';
import type { MouseEvent, ReactNode } from 'react';

const contents = css`
  display: contents;
`;

/**
 * A control that opens a panel once the page's scripts run, and before them goes to the page that
 * does the same (docs/product.md#before-scripts): its button submits this GET form to `page`
 * (the cart's checkout, the search page); once the page is the browser's, `openInPage` handles the
 * click and the form stays unsent. The form takes no box, so the button keeps its place.
 */
export function PageFallbackForm(props: { readonly page: string; readonly children: ReactNode }) {
  return (
    <form method="get" action={props.page} className={contents}>
      {props.children}
    </form>
  );
}

/** The button's click once the page is the browser's: the panel, not the fallback page. */
export function openInPage(open: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    open();
  };
}
