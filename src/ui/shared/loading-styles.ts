import { css } from '@linaria/core';
import { DEFAULT_FETCH_DELAY_MS } from '@/domain/ui/loading-bar';

/**
 * docs/product.md#constants-and-limits default fetch delay: a loading state — stand-in cards, a
 * "loading" line — becomes visible only once an answer has taken 200 ms, so a quick answer never
 * flashes one. Its space is held from the start (nothing shifts when it shows), and a screen
 * reader hears it at once. A step in CSS, so it needs no script and holds in the server's HTML.
 */
export const shownAfterFetchDelay = css`
  opacity: 0;
  animation: fetch-delay-over 0s linear ${DEFAULT_FETCH_DELAY_MS}ms forwards;
  @keyframes fetch-delay-over {
    to {
      opacity: 1;
    }
  }
`;
