import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { assetField, bloksField, linkField, textField } from '@/domain/content/blok-fields';
import { isCurrentPage } from '@/domain/content/current-page';
import { useStore } from '@/ui/shared/container-context';
import { ContentLink } from '@/ui/shared/content/content-link';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { colors, tones } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { swipeStrip } from './story-styles';

const list = css`
  gap: 0.5rem;
  padding-bottom: 0.25rem;
  scroll-snap-type: x proximity;
  ${media.lg} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const textItem = css`
  display: inline-block;
  padding: 0.55rem 1.1rem;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  background: #fff;
  color: ${colors.ink};
  font-size: 0.9rem;
  letter-spacing: 0.02em;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    border-color: ${colors.ink};
  }
  &[aria-current='page'] {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.paper};
  }
`;

const imageItem = css`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  width: 6.5rem;
  color: ${colors.ink};
  font-size: 0.85rem;
  text-align: center;
  text-decoration: none;
  ${media.lg} {
    width: 8rem;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    border: 2px solid transparent;
    border-radius: 50%;
    object-fit: cover;
    background: ${colors.beige};
  }
  &:hover img {
    border-color: ${colors.line};
  }
  &[aria-current='page'] {
    font-weight: 600;
  }
  &[aria-current='page'] img {
    border-color: ${colors.ink};
  }
`;

const muted = css`
  color: ${tones.muted};
`;

/**
 * docs/product.md#content-blocks sub navigation: a row of text items, or of pictures with a label,
 * leading to the pages of a section; the item of the page being shown is marked as current. On
 * phones the row scrolls sideways; from 1024 px it wraps.
 */
export const SubNavigationBlock = observer(function SubNavigationBlock(props: BlockProps) {
  const { blok } = props;
  const { site } = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const { pathname } = useLocation();
  const items = bloksField(blok, 'items')
    .filter((item) => item.component === 'sub_navigation_item')
    .map((item) => ({
      uid: item._uid,
      label: textField(item, 'label').trim(),
      link: linkField(item, 'link'),
      image: assetField(item, 'image'),
    }))
    .filter((item) => item.label !== '');
  if (items.length === 0) return null;
  const headline = textField(blok, 'headline');
  return (
    <nav aria-label={headline || t('Sub_Navigation_Label')}>
      <ul className={`${swipeStrip} ${list}`}>
        {items.map((item) => {
          const current = isCurrentPage(item.link, site, pathname);
          return (
            <li key={item.uid}>
              <ContentLink
                link={item.link}
                current={current}
                className={item.image ? imageItem : textItem}
              >
                {item.image ? (
                  <ContentPicture
                    image={{ ...item.image, alt: '' }}
                    sizes="8rem"
                    width={128}
                    height={128}
                  />
                ) : null}
                <span className={item.image && !current ? muted : undefined}>{item.label}</span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
