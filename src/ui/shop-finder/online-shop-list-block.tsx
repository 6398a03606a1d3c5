import { shopFinderModule } from '@/application/shop-finder/shop-finder.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId, type MouseEvent } from 'react';
import { ShopFinderStore } from '@/application/shop-finder/shop-finder.store';
import { TranslationStore } from '@/application/site/translation.store';
import { SLIDER_COLUMNS } from '@/ui/styles/layout';
import { textField } from '@/domain/content/blok-fields';
import { safeLinkHref } from '@/domain/content/safe-url';
import { useStore } from '@/ui/shared/container-context';
import { colors, fonts, tones, typeScale } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { websiteHost } from './website-host';

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin-bottom: 1.25rem;
`;

const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${typeScale.sectionTitle};
  font-weight: 400;
`;

const intro = css`
  max-width: 40rem;
  margin: 0 0 1.5rem;
  color: ${tones.muted};
`;

/**
 * docs/product.md#content-blocks: the jump to the list's end is a desktop aid; phones simply
 * scroll.
 */
const seeAll = css`
  display: none;
  color: inherit;
  font-size: 0.9375rem;
  ${media.lg} {
    display: inline;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.line};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 2rem;
  }
  ${media.lg} {
    grid-template-columns: repeat(${SLIDER_COLUMNS.onlineShops}, minmax(0, 1fr));
  }
`;

const item = css`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  padding: 1rem 0.25rem;
  border-bottom: 1px solid ${colors.line};
  a {
    color: inherit;
    font-size: 0.9375rem;
  }
`;

const place = css`
  color: ${tones.muted};
  font-size: 0.875rem;
`;

/**
 * docs/product.md#content-blocks online shop list: the retailers that sell online, with a 'See all
 * N online shops' link (desktop only, docs/product.md#constants-and-limits: 3 columns there) that
 * scrolls to the bottom of the list.
 */
export const OnlineShopListBlock = observer(function OnlineShopListBlock(props: BlockProps) {
  const finder = useStore(ShopFinderStore, shopFinderModule);
  const { t } = useStore(TranslationStore);
  const endId = useId();
  const shops = finder.onlineShops;
  if (shops.length === 0) return null;
  const headline = textField(props.blok, 'headline') || t('Online_Stores_Title');
  const text = textField(props.blok, 'text');

  const scrollToEnd = (event: MouseEvent<HTMLAnchorElement>) => {
    const end = document.getElementById(endId);
    if (!end) return;
    event.preventDefault();
    end.scrollIntoView({ behavior: 'smooth', block: 'end' });
  };

  return (
    <section aria-label={headline}>
      <div className={head}>
        <h2 className={title}>{headline}</h2>
        <a className={seeAll} href={`#${endId}`} onClick={scrollToEnd}>
          {t('Online_Stores_See_All', { count: shops.length })}
        </a>
      </div>
      {text && <p className={intro}>{text}</p>}
      <ul className={grid}>
        {shops.map((shop) => (
          <li key={shop.id} className={item}>
            <strong>{shop.name}</strong>
            {shop.city && <span className={place}>{shop.city}</span>}
            {safeLinkHref(shop.url) === undefined ? (
              <span>{websiteHost(shop.url)}</span>
            ) : (
              <a href={shop.url} aria-label={t('Online_Stores_Visit', { name: shop.name })}>
                {websiteHost(shop.url)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <div id={endId} />
    </section>
  );
});
