import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { TranslationStore } from '@/application/site/translation.store';
import { safeLinkHref } from '@/domain/content/safe-url';
import type { ShopLocation } from '@/domain/content/shop-location';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { websiteHost } from './website-host';

const item = css`
  border-bottom: 1px solid ${colors.line};
`;

const heading = css`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

const toggle = css`
  display: flex;
  width: 100%;
  align-items: baseline;
  gap: 0.75rem;
  padding: 1rem 0.25rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '+' / ''; /* drawn, not read: no sign in the name */
    margin-left: auto;
    font-size: 1.25rem;
    line-height: 1;
  }
  &[aria-expanded='true']::after {
    content: '−' / '';
  }
  &:hover .name {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: -2px;
  }
`;

const city = css`
  color: ${tones.muted};
  font-size: 0.875rem;
`;

const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  padding: 0 0.25rem 1.25rem;
  font-size: 0.9375rem;
  &[hidden] {
    display: none;
  }
  dt {
    color: ${tones.muted};
  }
  dd {
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

/**
 * One shop in the shop finder's list (docs/product.md#store-finder: an accordion with name and
 * city, opening to the details): address, phone, opening hours and the shop's page, each when it
 * has one.
 */
export const ShopAccordion = observer(function ShopAccordion(props: {
  readonly shop: ShopLocation;
  readonly open: boolean;
  readonly onToggle: (id: string) => void;
}) {
  const { shop, open, onToggle } = props;
  const { t } = useStore(TranslationStore);
  const panelId = useId();
  return (
    <li className={item}>
      <h3 className={heading}>
        <button
          type="button"
          className={toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(shop.id)}
        >
          <span className="name">{shop.name}</span>
          <span className={city}>{shop.city}</span>
        </button>
      </h3>
      <dl id={panelId} className={details} hidden={!open}>
        {shop.address && (
          <>
            <dt>{t('Store_Finder_Address')}</dt>
            <dd>
              {shop.address}
              <br />
              {[shop.zip, shop.city].filter(Boolean).join(' ')}
            </dd>
          </>
        )}
        {shop.phone && (
          <>
            <dt>{t('Store_Finder_Phone')}</dt>
            <dd>
              <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
            </dd>
          </>
        )}
        {shop.openingHours && (
          <>
            <dt>{t('Store_Finder_Opening_Hours')}</dt>
            <dd>{shop.openingHours}</dd>
          </>
        )}
        {shop.url && safeLinkHref(shop.url) !== undefined && (
          <>
            <dt>{t('Store_Finder_Website')}</dt>
            <dd>
              <a href={shop.url}>{websiteHost(shop.url)}</a>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
});
