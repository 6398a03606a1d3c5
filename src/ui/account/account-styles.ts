import { css } from '@linaria/core';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { fieldControlRules } from '@/ui/shared/field-styles';
import { primaryButtonRules } from '@/ui/shared/button-styles';

/** The account pages' frame: a calm, narrow column with generous air. */
export const page = css`
  max-width: 64rem;
  margin: 0 auto;
  padding: 2rem 0 4rem;
  h1 {
    margin: 0 0 1.5rem;
    font-family: ${fonts.display};
    font-size: ${typeScale.pageTitle};
    font-weight: 400;
    letter-spacing: 0.02em;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
`;

export const narrow = css`
  max-width: 26rem;
`;

export const form = css`
  display: grid;
  gap: 1rem;
  label {
    display: grid;
    gap: 0.35rem;
    font-size: 0.875rem;
  }
  input {
    ${fieldControlRules}
  }
`;

export const button = css`
  ${primaryButtonRules}
`;

export const message = css`
  margin: 0;
  padding: 0.75rem 1rem;
  background: ${tones.successSoft};
  color: ${tones.success};
  &[data-tone='error'] {
    background: ${tones.errorSoft};
    color: ${tones.error};
  }
`;

export const aside = css`
  margin: 1.5rem 0 0;
  color: ${tones.muted};
  a {
    color: ${colors.ink};
  }
`;

/** Overview, orders and order: the account menu beside the page on desktop, above on a phone. */
export const withMenu = css`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: 14rem 1fr;
    gap: 4rem;
  }
`;

export const menu = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0;
    padding: 0 0 1rem;
    border-bottom: 1px solid ${colors.line};
    list-style: none;
    ${media.lg} {
      display: grid;
      border-bottom: none;
    }
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

export const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.6rem 2rem;
  margin: 0;
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  background: #fff;
  dt {
    color: ${tones.muted};
  }
  dd {
    margin: 0;
  }
`;

export const orderList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-bottom: 1px solid ${colors.line};
  }
  a {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    padding: 1rem 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  small {
    color: ${tones.muted};
  }
`;

export const columns = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

export const card = css`
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  background: #fff;
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;

/** The overview's details form: a card like the details list, fields up to a readable width. */
export const detailsForm = css`
  max-width: 32rem;
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  background: #fff;
  h2 {
    margin: 0;
  }
  input[readonly] {
    background: ${colors.paper};
    color: ${tones.muted};
  }
  input[aria-invalid='true'] {
    border-color: ${tones.error};
  }
  button {
    justify-self: start;
  }
`;

/** A field with its message or hint under it. */
export const fieldRow = css`
  display: grid;
  gap: 0.35rem;
`;

export const fieldError = css`
  color: ${tones.error};
  font-size: 0.8125rem;
`;

export const hint = css`
  color: ${tones.muted};
  font-size: 0.8125rem;
`;

/** The overview's link on to the members' own content. */
export const offers = css`
  margin: 2rem 0 0;
  a {
    color: ${colors.ink};
    text-underline-offset: 0.3em;
  }
`;
