import { deliveryTrackingModule } from '@/application/delivery-tracking/delivery-tracking.module';
import { css } from '@linaria/core';
import { primaryButtonRules } from '@/ui/shared/button-styles';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  DeliveryTrackingStore,
  type TrackingWidgetStatus,
} from '@/application/delivery-tracking/delivery-tracking.store';
import { TranslationStore } from '@/application/site/translation.store';
import { textField } from '@/domain/content/blok-fields';
import { useStore } from '@/ui/shared/container-context';
import { TRACKING_BLOCK_MAX_WIDTH } from '@/ui/styles/layout';
import { colors, tones } from '@/ui/styles/tokens';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { liveHeadline, liveIntro } from '@/ui/marketing/live-shopping/live-section-styles';

/** docs/product.md#constants-and-limits: the tracking block is at most 55rem wide. */
const block = css`
  display: grid;
  gap: 1rem;
  width: 100%;
  max-width: ${TRACKING_BLOCK_MAX_WIDTH};
  padding: 2rem 0;
`;

/** The embed draws its own markup; this gives it the shop's calm look. */
const widget = css`
  min-height: 8rem;
  padding: 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: 4px;
  background: ${colors.paper};
  & form {
    display: grid;
    gap: 0.5rem;
  }
  & label {
    font-weight: 600;
  }
  & form > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  & input {
    flex: 1 1 12rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border: 1px solid ${tones.muted};
    border-radius: 2px;
    background: #fff;
    font: inherit;
  }
  & button {
    ${primaryButtonRules}
  }
  & :is(input, button):focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
  & h3 {
    margin: 1.5rem 0 0.75rem;
    font-size: 1rem;
  }
  & ol {
    display: grid;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: grid;
    grid-template-columns: minmax(7.5rem, auto) 1fr;
    gap: 0.15rem 1rem;
    padding: 0.75rem 0 0.75rem 1rem;
    border-left: 2px solid ${colors.line};
  }
  & li:first-child {
    border-left-color: ${colors.accent};
  }
  & li time {
    grid-row: span 2;
    color: ${tones.muted};
    font-size: 0.875rem;
  }
  & li span {
    color: ${tones.muted};
    font-size: 0.875rem;
  }
  & p {
    margin: 1rem 0 0;
  }
  & [role='alert'] {
    padding: 0.75rem 1rem;
    background: ${tones.errorSoft};
    color: ${tones.error};
  }
`;

/**
 * docs/product.md#delivery-tracking: the third-party tracking widget, in sv-SE or en-US after the
 * site's language, under the editors' headline and text; a widget that cannot load leaves a
 * message.
 */
export const DeliveryTrackingBlock = observer(function DeliveryTrackingBlock({ blok }: BlockProps) {
  const tracking = useStore(DeliveryTrackingStore, deliveryTrackingModule);
  const { t } = useStore(TranslationStore);
  const containerId = `delivery-tracking-${useId().replace(/[^\w-]/g, '')}`;
  const [status, setStatus] = useState<TrackingWidgetStatus | undefined>(undefined);
  const { locale, show } = tracking;

  useEffect(() => {
    let current = true;
    void show(containerId).then((shown) => {
      if (current) setStatus(shown);
    });
    return () => {
      current = false;
    };
  }, [show, containerId, locale]);

  const headline = textField(blok, 'headline');
  const text = textField(blok, 'text');
  return (
    <section className={block} aria-label={headline || undefined}>
      {headline ? <h2 className={liveHeadline}>{headline}</h2> : null}
      {text ? <p className={liveIntro}>{text}</p> : null}
      <div id={containerId} className={widget} lang={locale} hidden={status === 'unavailable'} />
      {status === 'unavailable' ? <p role="status">{t('Delivery_Tracking_Unavailable')}</p> : null}
    </section>
  );
});
