import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TranslationStore } from '@/application/site/translation.store';
import { HeaderFeedbackStore } from '@/application/shared/header-feedback.store';
import { WishlistStore } from '@/application/wishlist/wishlist.store';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { roundOnPicture } from './product-grid';

const heart = css`
  svg {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    transition: fill 0.2s;
  }
  &[aria-pressed='true'] svg {
    fill: ${colors.accent};
    stroke: ${colors.accent};
  }
`;

/** A heart toggle button (`aria-pressed`): the look of every wishlist heart. */
export function HeartButton(props: {
  readonly pressed: boolean;
  readonly label: string;
  readonly onClick: () => void;
  readonly className?: string | undefined;
}) {
  return (
    <button
      type="button"
      className={cx(roundOnPicture, heart, props.className)}
      aria-pressed={props.pressed}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}

/**
 * docs/product.md#wishlist wishlist heart, docs/product.md#wishlist: toggles the variant on the
 * wishlist (a toggle button, `aria-pressed`) and animates the header's wishlist icon.
 */
export const WishlistHeart = observer(function WishlistHeart(props: {
  readonly variantId: string;
  readonly className?: string;
}) {
  const wishlist = useStore(WishlistStore);
  const header = useStore(HeaderFeedbackStore);
  const { t } = useStore(TranslationStore);
  const pressed = wishlist.has(props.variantId);
  return (
    <HeartButton
      pressed={pressed}
      label={pressed ? t('Wishlist_Heart_Remove') : t('Wishlist_Heart_Add')}
      className={props.className}
      onClick={() => {
        wishlist.toggle(props.variantId);
        header.animateWishlistIcon();
      }}
    />
  );
});
