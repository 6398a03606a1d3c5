import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';

/**
 * On a phone each group is a row that opens (a `<details>`, so it works before scripts); from
 * 768 px its content always shows and the summary reads as the column's heading.
 */
const group = css`
  border-bottom: 1px solid ${colors.line};
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 3.25rem;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+' / ''; /* drawn, not read: no sign in the name */
    font-size: 1.25rem;
    line-height: 1;
    transition: transform 0.2s;
  }
  &[open] summary::after {
    transform: rotate(45deg);
  }
  summary:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
  summary h2 {
    margin: 0;
  }
  &[open] summary + * {
    padding-bottom: 1.25rem;
  }
  ${media.md} {
    border-bottom: none;
    &::details-content {
      content-visibility: visible;
    }
    summary {
      min-height: 0;
      margin-bottom: 0.9rem;
      pointer-events: none;
      cursor: default;
    }
    summary::after {
      content: none;
    }
    &[open] summary + * {
      padding-bottom: 0;
    }
  }
`;

/** docs/product.md#footer: one of the footer's groups — a menu, the contacts, the address. */
export function FooterGroup(props: {
  readonly title: string;
  /** Open from the first render where columns show them all. */
  readonly open: boolean;
  readonly children: ReactNode;
}) {
  return (
    <details className={group} open={props.open}>
      <summary>
        <h2>{props.title}</h2>
      </summary>
      {props.children}
    </details>
  );
}
