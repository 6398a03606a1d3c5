import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LiveShoppingStore } from '@/application/live-shopping/live-shopping.store';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';

const banner = css`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.35rem 0.75rem;
  border: none;
  border-radius: 999px;
  background: ${colors.beige};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: #b3261e;
  }
  &:hover {
    background: ${colors.line};
  }
`;

const clock = css`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/**
 * docs/product.md#header, docs/product.md#live-shopping: the text and a clock ticking every second
 * until the show, then the after-text. A click opens the show. When a show (this one, or one opened
 * by a live-shopping block) asks to check out, the shopper goes to the checkout
 * (docs/product.md#other-calls).
 */
export const LiveShoppingCountdown = observer(function LiveShoppingCountdown() {
  const live = useStore(LiveShoppingStore);
  const { t } = useStore(TranslationStore);
  const { site } = useStore(SiteStore);
  const navigate = useNavigate();
  const { startCountdown, stopCountdown } = live;

  useEffect(() => {
    startCountdown();
    return stopCountdown;
  }, [startCountdown, stopCountdown]);

  useEffect(() => {
    if (!live.checkoutRequested) return;
    live.closeShow();
    live.checkoutHandled();
    navigate(`/${formatSite(site)}/checkout`);
  }, [live, live.checkoutRequested, navigate, site]);

  const text = live.text;
  if (!text) return null;
  const countdown = live.countdown;
  return (
    <button
      type="button"
      className={banner}
      aria-label={`${text} – ${t('Live_Shopping_Open')}`}
      onClick={() => void live.openShow()}
    >
      <span>{text}</span>
      {countdown?.kind === 'counting' ? (
        <time className={clock} aria-hidden="true">
          {countdown.clock}
        </time>
      ) : null}
    </button>
  );
});
