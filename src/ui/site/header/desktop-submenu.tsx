import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { IMAGE_BAR_MAX_IMAGES, SUBMENU_REVEAL } from '@/domain/ui/panels';
import type { MenuItem } from '@/domain/content/menu-item';
import { imageUrl } from '@/domain/images/image-url';
import { srcset } from '@/domain/images/srcset';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { plainLink } from './header-styles';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';

const panel = css`
  :global() {
    @keyframes header-submenu-reveal {
      from {
        opacity: 0;
        transform: translateY(0.4rem);
      }
      to {
        opacity: 1;
        transform: none;
      }
    }
  }
  display: none;
  ${media.lg} {
    position: absolute;
    top: 100%;
    left: 0;
    display: flex;
    gap: 3rem;
    width: 100%;
    max-height: calc(100dvh - 8rem);
    overflow-y: auto;
    padding: 2rem 3rem 2.5rem;
    border-top: 1px solid ${colors.line};
    background: #fff;
    box-shadow: 0 24px 32px rgb(31 28 25 / 10%);
  }
`;

const columns = css`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  align-content: start;
  gap: 1.75rem 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    display: grid;
    gap: 0.45rem;
    margin: 0.6rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
    color: #4a433c;
  }
`;

const reveal = css`
  animation: header-submenu-reveal 0.3s ease both;
  animation-delay: calc(var(--reveal-step) * ${SUBMENU_REVEAL.stepSeconds}s);
  ${media.reducedMotion} {
    animation: none;
  }
`;

const heading = css`
  font-size: 0.9375rem;
  font-weight: 600;
`;

const seeAll = css`
  grid-column: 1 / -1;
  font-size: 0.875rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

const imageBar = css`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 11rem;
    height: 14rem;
    object-fit: cover;
    background: ${colors.beige};
  }
  figcaption {
    margin-top: 0.4rem;
    font-size: 0.8125rem;
  }
`;

/**
 * The reveal order of the `index`th entry: 0.05 s apart, the last steps shared
 * (docs/product.md#constants-and-limits).
 */
function step(index: number): CSSProperties {
  return { '--reveal-step': Math.min(index, SUBMENU_REVEAL.maxItems - 1) } as CSSProperties;
}

function find(items: readonly MenuItem[], uid: string | undefined): MenuItem | undefined {
  for (const item of items) {
    if (item.uid === uid) return item;
    const found = find(item.children, uid);
    if (found) return found;
  }
  return undefined;
}

/**
 * docs/product.md#site-wide-layout: the desktop submenu of the open main-menu entry — its items and
 * their items, revealed one after another — and the image bar with at most 4 pictures, of the
 * hovered entry when it has some, else of the open one.
 */
export const DesktopSubmenu = observer(function DesktopSubmenu(props: { readonly id: string }) {
  const { mainMenu } = useStore(ContentStore);
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  const open = mainMenu?.items.find((item) => item.uid === ui.desktopSubmenu);
  if (!open) return null;
  const hovered = find(open.children, ui.imageBar);
  const pictures = (hovered?.images.length ? hovered : open).images.slice(0, IMAGE_BAR_MAX_IMAGES);

  return (
    <div
      id={props.id}
      className={panel}
      role="region"
      aria-label={t('Menu_Submenu_Label', { category: open.label })}
    >
      <ul className={columns}>
        {open.children.map((child, index) => (
          <li key={child.uid} className={reveal} style={step(index)}>
            <MenuEntryLink
              item={child}
              className={`${plainLink} ${heading}`}
              onPointerEnter={() => ui.openImageBar(child.uid)}
            />
            {child.children.length > 0 ? (
              <ul>
                {child.children.map((grandchild) => (
                  <li key={grandchild.uid}>
                    <MenuEntryLink
                      item={grandchild}
                      className={plainLink}
                      onPointerEnter={() => ui.openImageBar(grandchild.uid)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li className={`${reveal} ${seeAll}`} style={step(open.children.length)}>
          <MenuEntryLink item={open} className={plainLink}>
            {t('Menu_See_All', { category: open.label })}
          </MenuEntryLink>
        </li>
      </ul>
      {pictures.length > 0 ? (
        <ul className={imageBar}>
          {pictures.map((picture, index) => (
            <li key={`${picture.filename}-${index}`} className={reveal} style={step(index)}>
              <figure>
                <img
                  src={imageUrl(picture.filename, 480, 75)}
                  srcSet={srcset(picture.filename, [320, 480, 640], 75) || undefined}
                  sizes="11rem"
                  alt={picture.alt}
                  width={176}
                  height={224}
                  loading="lazy"
                />
                {picture.alt ? <figcaption aria-hidden="true">{picture.alt}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
