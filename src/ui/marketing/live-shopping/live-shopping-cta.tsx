import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';

const wrap = css`
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  padding: 2rem 1rem;
  text-align: center;
  & p {
    max-width: 36rem;
    margin: 0;
    color: ${tones.muted};
    line-height: 1.6;
  }
`;

const button = css`
  display: inline-flex;
  gap: 0.6rem;
  align-items: center;
  min-height: 3rem;
  padding: 0 1.75rem;
  border: 1px solid ${colors.ink};
  border-radius: 999px;
  background: ${colors.ink};
  color: ${colors.paper};
  font: inherit;
  font-size: 0.9375rem;
  letter-spacing: 0.02em;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    background: #e0564b;
  }
  &:hover {
    background: ${colors.accent};
    border-color: ${colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 3px;
  }
  &[data-variant='outline'] {
    background: transparent;
    color: ${colors.ink};
  }
  &[data-variant='outline']:hover {
    background: ${colors.beige};
  }
`;

/**
 * docs/product.md#marketing live-shopping call to action: a button opening the live-shopping popup
 * of the show `show_id`, with an optional line of text above; `variant` `outline` is the quiet
 * style.
 */
export const LiveShoppingCta = observer(function LiveShoppingCta({ blok }: BlockProps) {
  const live = useStore(LiveShoppingStore);
  const { t } = useStore(TranslationStore);
  const showId = textField(blok, 'show_id').trim();
  if (!showId) return null;
  const text = textField(blok, 'text');
  const variant = textField(blok, 'variant') === 'outline' ? 'outline' : 'filled';
  return (
    <div className={wrap}>
      {text ? <p>{text}</p> : null}
      <button
        type="button"
        className={button}
        data-variant={variant}
        onClick={() => void live.openShow(showId)}
      >
        {textField(blok, 'label').trim() || t('Live_Cta_Default')}
      </button>
    </div>
  );
});
