import { css } from '@linaria/core';
import { colors } from '@/ui/styles/tokens';
import { closeButton } from './button-styles';

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 1.25rem 1.5rem;
  border-bottom: 1px solid ${colors.line};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  button {
    margin-right: -0.5rem;
  }
`;

/**
 * The top of a slide-in panel (docs/product.md#site-wide-layout cart, filter): its title and a
 * close button.
 */
export function PanelHeader(props: {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <div className={head}>
      <h2>{props.title}</h2>
      <button
        type="button"
        className={closeButton}
        aria-label={props.closeLabel}
        onClick={props.onClose}
      >
        ×
      </button>
    </div>
  );
}
