import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { LAZY_LOAD_THRESHOLD_PX, imageLoading } from '@/domain/images/image-loading';
import { productImageSrcset, productImageUrl } from '@/domain/images/srcset';
import { formatPrice } from '@/domain/money/price-format';
import type { SearchItem } from '@/domain/search/search-item';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { useNearViewport } from '@/ui/shared/use-near-viewport';
import { colors } from '@/ui/styles/tokens';

const link = css`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: 0.25rem 0.9rem;
  align-items: center;
  padding: 0.4rem;
  border-radius: 3px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.beige};
  }
  img {
    grid-row: span 2;
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    background: ${colors.beige};
    border-radius: 2px;
  }
`;

const price = css`
  font-size: 0.9rem;
  color: ${colors.accent};
`;

const THUMB_PX = 64;

/** A product in the search panel: its picture, name and price, linking to its product page. */
export const SearchItemLink = observer(function SearchItemLink(props: {
  readonly item: SearchItem;
  readonly index: number;
  readonly onOpen: (item: SearchItem) => void;
}) {
  const { item, index, onOpen } = props;
  const sites = useStore(SiteStore);
  const currency = sites.current?.pricelist.currency;
  const srcSet = productImageSrcset(item.thumbnailUrl);
  const loading = imageLoading(index);
  // docs/product.md#constants-and-limits: past the first 8, a thumbnail gets its source within 150
  // px of the viewport.
  const [ref, near] = useNearViewport(loading === 'lazy', LAZY_LOAD_THRESHOLD_PX);

  return (
    <Link
      className={link}
      to={`/${formatSite(sites.site)}/${item.customFields.urlKey}`}
      onClick={() => onOpen(item)}
    >
      <img
        ref={ref}
        src={near ? productImageUrl(item.thumbnailUrl) : undefined}
        srcSet={near ? srcSet || undefined : undefined}
        sizes={srcSet ? `${THUMB_PX}px` : undefined}
        width={THUMB_PX}
        height={THUMB_PX}
        loading={loading}
        alt=""
      />
      <span>{item.name}</span>
      {currency ? (
        <span className={price}>{formatPrice(item.price, currency, sites.site)}</span>
      ) : null}
    </Link>
  );
});
